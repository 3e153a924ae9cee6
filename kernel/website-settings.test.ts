import { describe, expect, it } from 'vitest'
import { readWebsiteSettings, writeWebsiteSettings } from './website-settings'

const none = {
  theme: 'light',
  accent: 'rose',
  titleFont: null,
  bgImage: null,
  contactEmail: null,
  giftInstructions: null,
} as const

describe('website settings', () => {
  it('reads the settings, ignoring unknown fonts and blanks', () => {
    expect(
      readWebsiteSettings({
        theme: 'dark',
        titleFont: 'arizonia',
        bg_image: 'u/e/website/1.webp',
        contactEmail: 'camille@example.org',
        giftInstructions: ' Virement : FR76 3000 \n',
      }),
    ).toEqual({
      theme: 'dark',
      accent: 'rose',
      titleFont: 'arizonia',
      bgImage: 'u/e/website/1.webp',
      contactEmail: 'camille@example.org',
      giftInstructions: 'Virement : FR76 3000',
    })
    expect(
      readWebsiteSettings({
        theme: 'neon',
        titleFont: 'comic-sans',
        bg_image: '',
        giftInstructions: ' \n ',
      }),
    ).toEqual(none)
    // The address as stored (the database takes only real ones); the page's foot reads it with readContactEmail.
    expect(readWebsiteSettings({ contactEmail: ' camille@example.org ' }).contactEmail).toBe('camille@example.org')
    expect(readWebsiteSettings({ giftInstructions: { html: '<b>x</b>' } }).giftInstructions).toBeNull()
    expect(readWebsiteSettings(null)).toEqual(none)
  })

  it("tells a contact address never chosen (null) from the organisers' choice of none ('')", () => {
    expect(readWebsiteSettings({}).contactEmail).toBeNull()
    expect(readWebsiteSettings({ contactEmail: '' }).contactEmail).toBe('')
    expect(writeWebsiteSettings({}, { ...none, contactEmail: '' })).toEqual({ theme: 'light', contactEmail: '' })
  })

  it('writes them back, dropping what was removed and keeping other keys', () => {
    const base = {
      theme: 'dark',
      titleFont: 'arizonia',
      bg_image: 'old.webp',
      contactEmail: 'old@example.org',
      giftInstructions: 'Old',
      other: 'kept',
    }
    expect(writeWebsiteSettings(base, { ...none, giftInstructions: '  ' })).toEqual({ theme: 'light', other: 'kept' })
    expect(
      writeWebsiteSettings(base, {
        ...none,
        theme: 'dark',
        contactEmail: 'new@example.org',
        giftInstructions: ' Le jour J \n',
      }),
    ).toEqual({ theme: 'dark', contactEmail: 'new@example.org', giftInstructions: 'Le jour J', other: 'kept' })
  })
})

describe('the accent colour', () => {
  it('reads a palette of the list, the default otherwise, and writes only a chosen one', () => {
    expect(readWebsiteSettings({ accent: 'sage' }).accent).toBe('sage')
    expect(readWebsiteSettings({ accent: '#ff00ff' }).accent).toBe('rose')
    expect(writeWebsiteSettings({ accent: 'navy', other: 1 }, { ...none, accent: 'sage' })).toEqual({
      theme: 'light',
      accent: 'sage',
      other: 1,
    })
    expect(writeWebsiteSettings({ accent: 'navy' }, { ...none })).toEqual({ theme: 'light' })
  })
})
