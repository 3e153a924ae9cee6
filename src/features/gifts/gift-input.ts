import { z } from 'zod'
import { FIELD_LIMITS, tooLongMessage } from '@kernel/field-limits'
import { AMOUNT_MESSAGE, parseAmount } from './gift-amount'
import type { GiftRow } from './types'

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
  // 249.9 is shown as the price it is: 249.90.
  amount: Number.isInteger(gift.amount) ? String(gift.amount) : gift.amount.toFixed(2),
  description: gift.description ?? '',
})
