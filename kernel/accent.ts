/**
 * The accent colours' names (websiteSettings.accent), apart from their palettes
 * (accent-palettes.ts): the guest page reads the name in its first load and fetches a palette
 * only for an event that chose one, which keeps the palettes out of its budgeted first JS.
 */
export const ACCENTS = ['rose', 'sage', 'navy', 'terracotta', 'plum', 'gold'] as const
export type Accent = (typeof ACCENTS)[number]
export const DEFAULT_ACCENT: Accent = 'rose'

/** The stored value, or the default for anything else (absent, an old or unknown name). */
export function readAccent(value: unknown): Accent {
  return ACCENTS.includes(value as Accent) ? (value as Accent) : DEFAULT_ACCENT
}
