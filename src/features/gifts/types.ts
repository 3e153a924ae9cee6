import type { Tables } from '@kernel/generated/database.types'

export type GiftRow = Tables<'gifts'>
export type GiftStatus = GiftRow['status']

export const GIFT_STATUSES: readonly GiftStatus[] = ['available', 'purchased']
