import { describe, expect, it } from 'vitest'
import {
  ACCENT_PALETTES,
  ACCENTS,
  accentCssVariables,
  contrastRatio,
  readAccent,
  type AccentShade,
} from './accent-palettes'

// The backgrounds the accents sit on: the page (white / slate-950), the dark dialogs and hovers
// (slate-900 / slate-800), and the mail's dark card (slate-900).
const WHITE = '#ffffff'
const SLATE_950 = '#020617'
const SLATE_900 = '#0f172a'
const SLATE_800 = '#1e293b'

type Pair = [what: string, fg: AccentShade | string, bg: AccentShade | string]

// WCAG 2.1 AA: 4.5:1 for text (1.4.3), 3:1 for what marks a control or its state (1.4.11).
const TEXT: Pair[] = [
  ['light: links and the programme', 700, WHITE],
  ['light: a link hovered', 700, 50],
  ['light: the gift badge', 800, 100],
  ['light and dark: a button', WHITE, 600],
  ['light and dark: a button hovered', WHITE, 700],
  ['dark: links', 400, SLATE_950],
  ['dark: the programme times', 300, SLATE_950],
  ['dark: a link hovered', 400, SLATE_800],
  ['dark: the gift badge', 200, 950],
  ['mail, light: title and links', 700, WHITE],
  ['mail, dark: title and links', 300, SLATE_900],
]
const CONTROLS: Pair[] = [
  ['light: focus ring and checked border', 500, WHITE],
  ['dark: focus ring and checked border', 500, SLATE_950],
  ['light: progress bar, timeline dot', 600, WHITE],
  ['dark: timeline dot', 400, SLATE_950],
]

describe.each(ACCENTS)('the %s accent', (accent) => {
  const colour = (value: AccentShade | string) =>
    typeof value === 'number' ? ACCENT_PALETTES[accent].shades[value] : value
  it.each(TEXT)('text reads at AA (4.5:1): %s', (_, fg, bg) => {
    expect(contrastRatio(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5)
  })
  it.each(CONTROLS)('controls show at AA (3:1): %s', (_, fg, bg) => {
    expect(contrastRatio(colour(fg), colour(bg))).toBeGreaterThanOrEqual(3)
  })
})

it('measures contrast as WCAG defines it', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  // WebAIM's checker: #767676 on white is the lightest grey at 4.5:1.
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
})

it('reads an unknown or missing accent as the default, and gives the page its variables', () => {
  expect(readAccent('sage')).toBe('sage')
  expect(readAccent('chartreuse')).toBe('rose')
  expect(readAccent(undefined)).toBe('rose')
  expect(accentCssVariables('navy')['--color-accent-600']).toBe('#1d4ed8')
  expect(Object.keys(accentCssVariables('navy'))).toHaveLength(11)
})
