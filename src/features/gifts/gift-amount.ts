// The amount field's rules, shared by the form's schema (gift-input.ts) and its tests.

/** numeric(12, 2) in the database: ten digits before the point. */
export const MAX_GIFT_AMOUNT = 9_999_999_999.99

export const AMOUNT_MESSAGE = 'Amount must be a number of euros, 0 or more (e.g. 49.90).'

/**
 * A typed amount → euros, or null when it is not one: '49,90' (French keyboards) and '49.90' both
 * read as 49.9; blanks, NaN, Infinity, negatives and more than two decimals are refused.
 */
export function parseAmount(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(clean)) return null
  const value = Number(clean)
  return Number.isFinite(value) && value >= 0 && value <= MAX_GIFT_AMOUNT ? value : null
}
