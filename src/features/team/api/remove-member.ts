import { eventKeys } from '@/entities/event'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { teamKeys } from './keys'

/**
 * SPEC §7 event_users: "Delete by event_id and user_id". RLS filters out rows the caller may not
 * delete instead of failing, so a delete that removed nothing is an error too; the database's
 * EV010 (owner) and EV011 (pending invitation) refusals arrive as errors with their message.
 */
export async function removeMember(eventId: string, userId: string): Promise<void> {
  const { data } = await supabase
    .from('event_users')
    .delete()
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .select('id')
    .throwOnError()
  requireRows(data, 'You are not allowed to remove this member, or they were already removed.')
}

/** Removes, then refreshes the team and the event (its member list). */
export function useRemoveMember(eventId: string) {
  return useMutation({
    write: (userId: string) => removeMember(eventId, userId),
    // The event's reads carry its member list, which the event guard checks.
    refreshes: () => [teamKeys.ofEvent(eventId), eventKeys.all],
  })
}
