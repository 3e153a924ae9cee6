import type { Tables } from '../../lib/database.types'

export type GuestRow = Tables<'guests'>
export type GuestStatus = GuestRow['status']

/** SPEC §3: a plus one has a name, an age (adult or kid) and a vegetarian flag. */
export interface PlusOne {
  name: string
  age: 'adult' | 'kid'
  vegetarian: boolean
}

export const GUEST_STATUSES: readonly GuestStatus[] = ['pending', 'confirmed', 'declined']

export const STATUS_LABELS: Record<GuestStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
}
