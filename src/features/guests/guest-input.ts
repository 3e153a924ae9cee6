import { z } from 'zod'
import { FIELD_LIMITS, tooLongMessage } from '@/kernel/field-limits'
import { GUEST_STATUSES, type GuestRow, type GuestStatus } from './types'
import { plusOnesOf } from '@/kernel/plus-ones'

export const GUEST_INPUT_MESSAGES = {
  name: 'Name is required.',
  email: 'Please enter a valid e-mail address.',
  plusOneName: 'Each plus-one needs a name.',
  status: 'Status must be pending, confirmed or declined.',
} as const

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

/** SPEC §5 guest form: name required, e-mail optional (checked when given), status, comment, plus-ones. */
export const guestInput = z.object({
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
})

export type GuestFormValues = z.input<typeof guestInput>
export type GuestInput = z.output<typeof guestInput>

export const emptyGuest = (): GuestFormValues => ({
  name: '',
  email: '',
  status: 'pending',
  comment: '',
  plus_ones: [],
})

export const formValuesOf = (guest: GuestRow): GuestFormValues => ({
  name: guest.name,
  email: guest.email ?? '',
  status: guest.status,
  comment: guest.comment ?? '',
  plus_ones: plusOnesOf(guest.plus_ones),
})
