import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { supabase } from '../../../lib/supabase'
import { teamMembersKey } from './get-team-members'

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
  if (data.length === 0) throw new Error('You are not allowed to remove this member, or they were already removed.')
}

/** Removes, then refreshes the team list and the event (its member list). */
export function useRemoveMember(eventId: string, revalidateEvent: () => Promise<unknown>) {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (userId: string) => {
      await removeMember(eventId, userId)
      await Promise.all([mutate(teamMembersKey(eventId)), revalidateEvent()])
    },
    [eventId, mutate, revalidateEvent],
  )
}
