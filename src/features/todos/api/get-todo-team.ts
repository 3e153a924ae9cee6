import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { Assignable } from '../types'
import { todoKeys } from './keys'

/** The people a todo can be assigned to: the event's team (SPEC §2), pending invitees included. */
export async function getTodoTeam(eventId: string): Promise<Assignable[]> {
  const { data } = await supabase
    .from('event_users')
    .select('user_id, invited_email, user:users(email, name)')
    .eq('event_id', eventId)
    .throwOnError()
  // A pending invitee's profile is private until they accept: the address they were invited at.
  return data.map((row) => ({
    id: row.user_id,
    email: row.user?.email ?? row.invited_email ?? null,
    name: row.user?.name,
  }))
}

export function useTodoTeam(eventId: string) {
  return useSWR(todoKeys.team(eventId), ([, id]) => getTodoTeam(id))
}
