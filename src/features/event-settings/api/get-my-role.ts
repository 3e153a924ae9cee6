import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { eventKeys } from '@/entities/event'

/** The signed-in user's role in one event, or null when they are not on its team. */
export async function getMyRole(eventId: string, userId: string): Promise<'owner' | 'editor' | null> {
  const { data } = await supabase
    .from('event_users')
    .select('role')
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .eq('status', 'active')
    .maybeSingle()
    .throwOnError()
  return data?.role ?? null
}

export function useMyRole(eventId: string, userId: string | null) {
  return useSWR(userId ? eventKeys.myRole(eventId, userId) : null, ([, event, , user]) => getMyRole(event, user))
}
