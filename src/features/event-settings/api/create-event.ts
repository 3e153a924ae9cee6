import { dbErrorMessage } from '@kernel/db-errors'
import type { TablesInsert } from '@kernel/generated/database.types'
import { useSession } from '@/entities/session'
import { eventKeys, type EventRow } from '@/entities/event'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'

export type NewEventRow = TablesInsert<'events'>

export const EVENT_CREATION_FAILED = 'Event creation failed.'

/** What the wizard says when the insert fails: the database's daily limit per account (EV052) says itself. */
export const eventCreationRefusal = (error: unknown) => dbErrorMessage(error, 'EV052', EVENT_CREATION_FAILED)

/**
 * SPEC §4/§7 "Insert ... returning the row". The database does the rest of §4 in the same
 * statement: a random upload code with photo sharing off, the creator as user_id and owner.
 */
export async function createEvent(row: NewEventRow): Promise<EventRow> {
  const { data } = await supabase.from('events').insert(row).select().maybeSingle().throwOnError()
  if (!data) throw new Error(EVENT_CREATION_FAILED)
  return { ...data, websiteSettings: data.websiteSettings ?? {} }
}

/** Creates, then refreshes the user's event lists (switcher and dashboard). */
export function useCreateEvent() {
  const { userId } = useSession()
  return useMutation({ write: createEvent, refreshes: () => (userId ? [eventKeys.mine(userId)] : []) })
}
