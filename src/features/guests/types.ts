import type { Tables } from '@kernel/generated/database.types'

export type GuestRow = Tables<'guests'>
export type GuestStatus = GuestRow['status']

export type { PlusOne } from '@kernel/plus-ones'

export const GUEST_STATUSES: readonly GuestStatus[] = ['pending', 'confirmed', 'declined']

export const STATUS_LABELS: Record<GuestStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
}
