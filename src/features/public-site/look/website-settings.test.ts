import { describe, expect, it } from 'vitest'
import { readWebsiteSettings, writeWebsiteSettings } from './website-settings'

describe('website settings', () => {
  it('reads the settings, ignoring unknown fonts and blanks', () => {
    expect(
      readWebsiteSettings({
        theme: 'dark',
        titleFont: 'arizonia',
        bg_image: 'u/e/website/1.webp',
        giftInstructions: ' Virement : FR76 3000 \n',
      }),
    ).toEqual({
      theme: 'dark',
      titleFont: 'arizonia',
      bgImage: 'u/e/website/1.webp',
      giftInstructions: 'Virement : FR76 3000',
    })
    expect(
      readWebsiteSettings({ theme: 'neon', titleFont: 'comic-sans', bg_image: '', giftInstructions: ' \n ' }),
    ).toEqual({ theme: 'light', titleFont: null, bgImage: null, giftInstructions: null })
    expect(readWebsiteSettings({ giftInstructions: { html: '<b>x</b>' } }).giftInstructions).toBeNull()
    expect(readWebsiteSettings(null)).toEqual({
      theme: 'light',
      titleFont: null,
      bgImage: null,
      giftInstructions: null,
    })
  })

  it('writes them back, dropping what was removed and keeping other keys', () => {
    const base = {
      theme: 'dark',
      titleFont: 'arizonia',
      bg_image: 'old.webp',
      giftInstructions: 'Old',
      contactEmail: 'a@b.c',
    }
    expect(
      writeWebsiteSettings(base, { theme: 'light', titleFont: null, bgImage: null, giftInstructions: '  ' }),
    ).toEqual({ theme: 'light', contactEmail: 'a@b.c' })
    expect(
      writeWebsiteSettings(base, { theme: 'dark', titleFont: null, bgImage: null, giftInstructions: ' Le jour J \n' }),
    ).toEqual({ theme: 'dark', giftInstructions: 'Le jour J', contactEmail: 'a@b.c' })
  })
})
