import type { Tables } from '@kernel/generated/database.types'

export type EventRow = Tables<'events'>
export type EventType = EventRow['type']

/** The fields the naming and search rules read (SPEC §2, §3, §5). */
export type EventNaming = Pick<EventRow, 'name' | 'type' | 'spouse1' | 'spouse2' | 'person'>
