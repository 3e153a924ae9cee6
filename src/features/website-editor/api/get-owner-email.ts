import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { websiteKeys } from './keys'

/**
 * The event owner's address: what the Contact e-mail field offers until the organisers publish
 * one of their own. Null when the reader may not see it.
 */
export async function getOwnerEmail(eventId: string): Promise<string | null> {
  const { data } = await supabase
    .from('event_users')
    .select('user:users(email)')
    .eq('event_id', eventId)
    .eq('role', 'owner')
    .limit(1)
    .maybeSingle()
    .throwOnError()
  return data?.user?.email ?? null
}

export function useOwnerEmail(eventId: string) {
  return useSWR(websiteKeys.ownerEmail(eventId), ([, id]) => getOwnerEmail(id))
}
