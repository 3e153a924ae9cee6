import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { supabase } from '../../../lib/supabase'
import { useSession } from '../../auth/use-session'

/**
 * Deletes the caller's own membership (RLS: one's own row, not the owner's). A delete that
 * removed nothing was refused, or had already happened in another tab.
 */
export async function leaveEvent(eventId: string, userId: string): Promise<void> {
  const { data } = await supabase
    .from('event_users')
    .delete()
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .select('id')
    .throwOnError()
  if (data.length === 0) throw new Error('You are no longer on this team.')
}

/** Leaves, then drops every cached list of events so that the dashboard and switcher forget it. */
export function useLeaveEvent(eventId: string) {
  const { userId } = useSession()
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    if (!userId) throw new Error('Authentication session not found. Please log in again.')
    await leaveEvent(eventId, userId)
    await mutate((key) => Array.isArray(key) && key[0] === 'events', undefined, { revalidate: true })
  }, [eventId, userId, mutate])
}
