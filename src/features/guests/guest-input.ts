import { z } from 'zod'
import { FIELD_LIMITS, tooLongMessage } from '@kernel/field-limits'
import { GUEST_STATUSES, type GuestRow, type GuestStatus } from './types'
import { plusOnesOf } from '@kernel/plus-ones'
import { PARTY_SIZE_BOUNDS, smallestAllowance } from '@kernel/party-size'

export const GUEST_INPUT_MESSAGES = {
  name: 'Name is required.',
  email: 'Please enter a valid e-mail address.',
  plusOneName: 'Each plus-one needs a name.',
  status: 'Status must be pending, confirmed or declined.',
  maxPartySize: `The allowed party size is a whole number from ${PARTY_SIZE_BOUNDS.min} to ${PARTY_SIZE_BOUNDS.max}.`,
} as const

/** The form's refusal of an allowance below the party it holds. */
export const allowanceBelowPartyMessage = (party: number) =>
  `This party already counts ${party} (the guest and ${party - 1} plus-one${party === 2 ? '' : 's'}): allow at least ${party}, or remove plus-ones.`

const M = GUEST_INPUT_MESSAGES

const optionalText = (label: string, kind: 'comment') =>
  z
    .string()
    .trim()
    .max(FIELD_LIMITS[kind], tooLongMessage(label, kind))
    .transform((value) => (value === '' ? null : value))

export const plusOneInput = z.object({
  name: z.string().trim().min(1, M.plusOneName).max(FIELD_LIMITS.name, tooLongMessage('A plus-one name', 'name')),
  age: z.enum(['adult', 'kid']),
  vegetarian: z.boolean(),
})

/**
 * A typed whole number within the bounds, or nothing (null): no limit of the guest's own, the
 * event's 'Guests may bring' applies. The field holds text, as inputs do.
 */
const allowedPartySize = z
  .string()
  .trim()
  .transform((value, context): number | null => {
    if (value === '') return null
    const n = /^\d{1,2}$/.test(value) ? Number(value) : NaN
    if (!(n >= PARTY_SIZE_BOUNDS.min && n <= PARTY_SIZE_BOUNDS.max)) {
      context.addIssue({ code: 'custom', message: M.maxPartySize })
      return z.NEVER
    }
    return n
  })

/**
 * SPEC §5 guest form: name required, e-mail optional (checked when given), status, comment,
 * plus-ones, and the allowed party size when the organisers set one (never below the party entered:
 * the database would raise it).
 */
export const guestInput = z
  .object({
    name: z.string().trim().min(1, M.name).max(FIELD_LIMITS.name, tooLongMessage('Name', 'name')),
    email: z
      .string()
      .trim()
      .max(FIELD_LIMITS.email, tooLongMessage('E-mail', 'email'))
      .pipe(z.union([z.literal(''), z.email({ error: M.email })]))
      .transform((value) => (value === '' ? null : value)),
    status: z.enum(GUEST_STATUSES as [GuestStatus, ...GuestStatus[]], { error: M.status }),
    comment: optionalText('Comment', 'comment'),
    plus_ones: z.array(plusOneInput),
    max_party_size: allowedPartySize,
  })
  .superRefine((guest, context) => {
    // Runs even when a field failed (zod keeps going): only a number within the bounds is compared.
    const allowed = guest.max_party_size as unknown
    const party = smallestAllowance(guest.plus_ones.length)
    if (typeof allowed === 'number' && allowed >= PARTY_SIZE_BOUNDS.min && allowed < party) {
      context.addIssue({ code: 'custom', path: ['max_party_size'], message: allowanceBelowPartyMessage(party) })
    }
  })

export type GuestFormValues = z.input<typeof guestInput>
export type GuestInput = z.output<typeof guestInput>

export const emptyGuest = (): GuestFormValues => ({
  name: '',
  email: '',
  status: 'pending',
  comment: '',
  plus_ones: [],
  max_party_size: '',
})

export const formValuesOf = (guest: GuestRow): GuestFormValues => ({
  name: guest.name,
  email: guest.email ?? '',
  status: guest.status,
  comment: guest.comment ?? '',
  plus_ones: plusOnesOf(guest.plus_ones),
  max_party_size: guest.max_party_size === null ? '' : String(guest.max_party_size),
})
