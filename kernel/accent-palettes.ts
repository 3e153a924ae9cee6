/**
 * The accent colours organisers choose for their site and their guests' e-mails
 * (websiteSettings.accent). Each is a full scale, in the shades the guest page's classes use
 * (`text-accent-700 dark:text-accent-400`, `bg-accent-600`…), so that every pairing the page and
 * the mails make reads at WCAG AA in light and in dark: accent-palettes.test.ts measures them.
 * Hex, not Tailwind's oklch: mail clients know hex only, and one value serves both.
 */
import type { Accent } from './accent.js'

export { ACCENTS, DEFAULT_ACCENT, readAccent, type Accent } from './accent.js'

export const ACCENT_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const
export type AccentShade = (typeof ACCENT_SHADES)[number]

export interface AccentPalette {
  /** The name the website editor shows (the admin is English). */
  label: string
  shades: Record<AccentShade, string>
}

export const ACCENT_PALETTES: Record<Accent, AccentPalette> = {
  // Tailwind's rose: the app's own accent, the default.
  rose: {
    label: 'Rose',
    shades: {
      50: '#fff1f2',
      100: '#ffe4e6',
      200: '#fecdd3',
      300: '#fda4af',
      400: '#fb7185',
      500: '#f43f5e',
      600: '#e11d48',
      700: '#be123c',
      800: '#9f1239',
      900: '#881337',
      950: '#4c0519',
    },
  },
  // Greens, oranges and ambers are light in the middle: from 500 on, a shade darker than
  // Tailwind's, so that white reads on the buttons.
  sage: {
    label: 'Sage',
    shades: {
      50: '#ecfdf5',
      100: '#d1fae5',
      200: '#a7f3d0',
      300: '#6ee7b7',
      400: '#34d399',
      500: '#059669',
      600: '#047857',
      700: '#065f46',
      800: '#064e3b',
      900: '#053d2e',
      950: '#022c22',
    },
  },
  navy: {
    label: 'Navy',
    shades: {
      50: '#eff6ff',
      100: '#dbeafe',
      200: '#bfdbfe',
      300: '#93c5fd',
      400: '#60a5fa',
      500: '#3b82f6',
      600: '#1d4ed8',
      700: '#1e40af',
      800: '#1e3a8a',
      900: '#1e3070',
      950: '#172554',
    },
  },
  terracotta: {
    label: 'Terracotta',
    shades: {
      50: '#fff7ed',
      100: '#ffedd5',
      200: '#fed7aa',
      300: '#fdba74',
      400: '#fb923c',
      500: '#ea580c',
      600: '#c2410c',
      700: '#9a3412',
      800: '#7c2d12',
      900: '#6c2710',
      950: '#431407',
    },
  },
  plum: {
    label: 'Plum',
    shades: {
      50: '#f5f3ff',
      100: '#ede9fe',
      200: '#ddd6fe',
      300: '#c4b5fd',
      400: '#a78bfa',
      500: '#8b5cf6',
      600: '#7c3aed',
      700: '#6d28d9',
      800: '#5b21b6',
      900: '#4c1d95',
      950: '#2e1065',
    },
  },
  gold: {
    label: 'Gold',
    shades: {
      50: '#fffbeb',
      100: '#fef3c7',
      200: '#fde68a',
      300: '#fcd34d',
      400: '#fbbf24',
      500: '#d97706',
      600: '#b45309',
      700: '#92400e',
      800: '#78350f',
      900: '#6b2f0d',
      950: '#451a03',
    },
  },
}

/** The CSS custom properties that give the page's `accent-*` classes this palette (index.css). */
export function accentCssVariables(accent: Accent): Record<`--color-accent-${AccentShade}`, string> {
  const { shades } = ACCENT_PALETTES[accent]
  return Object.fromEntries(ACCENT_SHADES.map((shade) => [`--color-accent-${shade}`, shades[shade]])) as Record<
    `--color-accent-${AccentShade}`,
    string
  >
}

// https://www.w3.org/TR/WCAG21/#dfn-relative-luminance
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}
