import type { Tables } from '@kernel/generated/database.types'

export type PhotoRow = Tables<'photos'>
