import { z } from 'zod'
import { FIELD_LIMITS, tooLongMessage } from '../../lib/field-limits'
import type { GiftRow } from './types'

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

/** SPEC §5 gift form: name required; amount a number; description optional. */
export const giftInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(FIELD_LIMITS.name, tooLongMessage('Name', 'name')),
  amount: z.string().transform((text, ctx) => {
    const value = parseAmount(text)
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE })
      return z.NEVER
    }
    return value
  }),
  description: z
    .string()
    .trim()
    .max(FIELD_LIMITS.description, tooLongMessage('Description', 'description'))
    .transform((value) => (value === '' ? null : value)),
})

export type GiftFormValues = z.input<typeof giftInput>
export type GiftInput = z.output<typeof giftInput>

export const emptyGift = (): GiftFormValues => ({ name: '', amount: '', description: '' })

export const formValuesOf = (gift: Pick<GiftRow, 'name' | 'amount' | 'description'>): GiftFormValues => ({
  name: gift.name,
  amount: String(gift.amount),
  description: gift.description ?? '',
})

/** The card's price: the amount followed by the euro sign (SPEC §2), cents only when there are some. */
export function formatGiftAmount(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0
  const number = amount.toLocaleString('en-US', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  })
  return `${number} €`
}
