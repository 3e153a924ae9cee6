import { describe, expect, it } from 'vitest'
import { readWebsiteSettings, writeWebsiteSettings } from './website-settings'

describe('website settings', () => {
  it('reads the settings, ignoring unknown fonts, blanks and addresses that are not', () => {
    expect(
      readWebsiteSettings({
        theme: 'dark',
        titleFont: 'arizonia',
        bg_image: 'u/e/website/1.webp',
        contactEmail: 'camille@example.org',
      }),
    ).toEqual({
      theme: 'dark',
      titleFont: 'arizonia',
      bgImage: 'u/e/website/1.webp',
      contactEmail: 'camille@example.org',
    })
    expect(readWebsiteSettings({ theme: 'neon', titleFont: 'comic-sans', bg_image: '', contactEmail: 'nope' })).toEqual(
      {
        theme: 'light',
        titleFont: null,
        bgImage: null,
        contactEmail: null,
      },
    )
    expect(readWebsiteSettings(null)).toEqual({ theme: 'light', titleFont: null, bgImage: null, contactEmail: null })
  })

  it("tells a contact address never chosen (null) from the organisers' choice of none ('')", () => {
    expect(readWebsiteSettings({}).contactEmail).toBeNull()
    expect(readWebsiteSettings({ contactEmail: '' }).contactEmail).toBe('')
    expect(writeWebsiteSettings({}, { theme: 'light', titleFont: null, bgImage: null, contactEmail: '' })).toEqual({
      theme: 'light',
      contactEmail: '',
    })
  })

  it('writes them back, dropping what was removed and keeping other keys', () => {
    const base = {
      theme: 'dark',
      titleFont: 'arizonia',
      bg_image: 'old.webp',
      contactEmail: 'old@example.org',
      other: 'kept',
    }
    expect(writeWebsiteSettings(base, { theme: 'light', titleFont: null, bgImage: null, contactEmail: null })).toEqual({
      theme: 'light',
      other: 'kept',
    })
    expect(
      writeWebsiteSettings(base, { theme: 'dark', titleFont: null, bgImage: null, contactEmail: 'new@example.org' }),
    ).toMatchObject({ contactEmail: 'new@example.org', other: 'kept' })
  })
})
