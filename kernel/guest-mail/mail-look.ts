import { ACCENT_PALETTES, DEFAULT_ACCENT, readAccent, type Accent } from '../accent-palettes.js'

/**
 * How the guests' e-mails look: the event's site (websiteSettings), as the mail can carry it.
 * The theme, the accent colour, the title font as a web font (mail clients without web fonts,
 * Gmail among them, show the title in a script face the device has), and the site's background
 * picture as the mail's header.
 */
export interface MailLook {
  theme: 'light' | 'dark'
  accent: Accent
  /** The title font's family and where the site serves it, when the organisers chose one. */
  titleFont: { family: string; url: string } | null
  /** The background picture's public URL (a public-media copy: the mail is read for months). */
  headerImage: string | null
}

export const DEFAULT_MAIL_LOOK: MailLook = {
  theme: 'light',
  accent: DEFAULT_ACCENT,
  titleFont: null,
  headerImage: null,
}

// The site's title fonts (src/features/public-site/look/title-font.ts), served at /fonts/{id}.woff2.
const TITLE_FONT_FAMILIES: Record<string, string> = {
  'alex-brush': 'Alex Brush',
  arizonia: 'Arizonia',
  'love-light': 'Love Light',
}

/** The script faces devices have, as the site's title falls back to them (single quotes: it goes in a style attribute). */
export const MAIL_SCRIPT_FALLBACK = "'Snell Roundhand','Apple Chancery','URW Chancery L','Segoe Script',cursive"

/**
 * The look of an event's mails from its websiteSettings; `siteUrl` is the guest pages' origin
 * (where the fonts are), `headerImage` the background's public URL if it has a public copy.
 */
export function readMailLook(settings: unknown, siteUrl: string, headerImage: string | null = null): MailLook {
  const value = settings && typeof settings === 'object' && !Array.isArray(settings) ? settings : {}
  const { theme, accent, titleFont } = value as Record<string, unknown>
  const family = typeof titleFont === 'string' ? TITLE_FONT_FAMILIES[titleFont] : undefined
  return {
    theme: theme === 'dark' ? 'dark' : 'light',
    accent: readAccent(accent),
    titleFont: family ? { family, url: `${siteUrl.replace(/\/+$/, '')}/fonts/${titleFont as string}.woff2` } : null,
    headerImage: headerImage && /^https?:\/\//.test(headerImage) ? headerImage : null,
  }
}

export interface MailColours {
  page: string
  card: string
  text: string
  muted: string
  border: string
  /** The title and the links. */
  accent: string
  /** The button, with white text (4.5:1 and more, accent-palettes.test.ts). */
  button: string
}

/** The colours of a light and of a dark mail (slate, as the site), with the event's accent. */
export function mailColours(accent: Accent, scheme: 'light' | 'dark'): MailColours {
  const shades = ACCENT_PALETTES[accent].shades
  return scheme === 'light'
    ? {
        page: '#f8fafc',
        card: '#ffffff',
        text: '#1e293b',
        muted: '#475569',
        border: '#e2e8f0',
        accent: shades[700],
        button: shades[600],
      }
    : {
        page: '#020617',
        card: '#0f172a',
        text: '#f1f5f9',
        muted: '#cbd5e1',
        border: '#334155',
        accent: shades[300],
        button: shades[600],
      }
}
