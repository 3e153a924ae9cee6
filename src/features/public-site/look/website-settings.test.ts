import { describe, expect, it } from 'vitest'
import { readWebsiteSettings, writeWebsiteSettings } from './website-settings'

describe('website settings', () => {
  it('reads the three settings, ignoring unknown fonts and blanks', () => {
    expect(readWebsiteSettings({ theme: 'dark', titleFont: 'arizonia', bg_image: 'u/e/website/1.webp' })).toEqual({
      theme: 'dark',
      titleFont: 'arizonia',
      bgImage: 'u/e/website/1.webp',
    })
    expect(readWebsiteSettings({ theme: 'neon', titleFont: 'comic-sans', bg_image: '' })).toEqual({
      theme: 'light',
      titleFont: null,
      bgImage: null,
    })
    expect(readWebsiteSettings(null)).toEqual({ theme: 'light', titleFont: null, bgImage: null })
  })

  it('writes them back, dropping what was removed and keeping other keys', () => {
    const base = { theme: 'dark', titleFont: 'arizonia', bg_image: 'old.webp', contactEmail: 'a@b.c' }
    expect(writeWebsiteSettings(base, { theme: 'light', titleFont: null, bgImage: null })).toEqual({
      theme: 'light',
      contactEmail: 'a@b.c',
    })
  })
})
