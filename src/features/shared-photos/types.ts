import type { Tables } from '@/kernel/database.types'

export type PhotoRow = Tables<'photos'>
