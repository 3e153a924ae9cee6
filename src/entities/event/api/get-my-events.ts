import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { EventRow } from '../types'
import { eventKeys } from './keys'

/** An event of the user's, with the user's own role in it (SPEC §6: only owners delete). */
export type MyEvent = EventRow & { myRole: 'owner' | 'editor' }

/**
 * SPEC §7 events "List the user's events joined with event_users": the events the user is linked to (SPEC §6: a user sees only events where an event_users link
 * exists; global admins read every event, so RLS alone would list too much). Dated events come
 * first, soonest first.
 */
export async function getMyEvents(userId: string): Promise<MyEvent[]> {
  const { data } = await supabase
    .from('events')
    .select('*, event_users!inner(user_id, role)')
    .eq('event_users.user_id', userId)
    .order('date', { ascending: true, nullsFirst: false })
    .order('created_at', { ascending: false })
    .throwOnError()
  return data.map(({ event_users: links, ...event }) => ({
    ...event,
    websiteSettings: event.websiteSettings ?? {},
    myRole: links[0]?.role ?? 'editor',
  }))
}

export function useMyEvents(userId: string | null) {
  return useSWR(userId ? eventKeys.mine(userId) : null, ([, id]) => getMyEvents(id))
}
