import { DEFAULT_ACCENT, readAccent, type Accent } from './accent.js'
import type { Json } from './generated/database.types.js'

/**
 * SPEC §3 events.websiteSettings: theme, titleFont, bg_image (all optional), the accent colour, the contact e-mail, and
 * the organisers' giftInstructions: how guests give what they reserve (the checkout takes no payment).
 */
export interface WebsiteSettings {
  theme: 'light' | 'dark'
  /** The site's and the guests' e-mails' accent colour (issue 29); the app's rose when never chosen. */
  accent: Accent
  titleFont: TitleFont | null
  bgImage: string | null
  /** The address guests may write to; '' when the organisers chose none, null when they never chose. */
  contactEmail: string | null
  giftInstructions: string | null
}

export const TITLE_FONTS = ['alex-brush', 'arizonia', 'love-light'] as const
export type TitleFont = (typeof TITLE_FONTS)[number]

export function readWebsiteSettings(value: Json | undefined): WebsiteSettings {
  const settings = value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  const font = settings.titleFont
  return {
    theme: settings.theme === 'dark' ? 'dark' : 'light',
    accent: readAccent(settings.accent),
    titleFont: TITLE_FONTS.includes(font as TitleFont) ? (font as TitleFont) : null,
    bgImage: typeof settings.bg_image === 'string' && settings.bg_image ? settings.bg_image : null,
    // As stored (the database takes only real addresses): the editor shows what was published, and
    // the page's foot reads it through readContactEmail.
    contactEmail: typeof settings.contactEmail === 'string' ? settings.contactEmail.trim() : null,
    giftInstructions:
      typeof settings.giftInstructions === 'string' && settings.giftInstructions.trim()
        ? settings.giftInstructions.trim()
        : null,
  }
}

/** Back to the column's shape, keeping any other keys the column holds. */
export function writeWebsiteSettings(base: Json | undefined, settings: WebsiteSettings): { [key: string]: Json } {
  const kept = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {}
  delete kept.accent
  delete kept.titleFont
  delete kept.bg_image
  delete kept.contactEmail
  delete kept.giftInstructions
  const instructions = settings.giftInstructions?.trim()
  return {
    ...kept,
    theme: settings.theme,
    ...(settings.accent !== DEFAULT_ACCENT && { accent: settings.accent }),
    ...(settings.titleFont && { titleFont: settings.titleFont }),
    ...(settings.bgImage && { bg_image: settings.bgImage }),
    ...(settings.contactEmail !== null && { contactEmail: settings.contactEmail }),
    ...(instructions && { giftInstructions: instructions }),
  }
}
