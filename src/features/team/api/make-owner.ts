import { eventKeys } from '@/entities/event'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { teamKeys } from './keys'

/**
 * 'Make owner': the database hands the event to this active editor and makes the previous owner
 * an editor, in one transaction (transfer_event_ownership).
 */
export async function makeOwner(eventId: string, userId: string): Promise<void> {
  await supabase.rpc('transfer_event_ownership', { p_event_id: eventId, p_user_id: userId }).throwOnError()
}

/** Hands over, then refreshes the team (both roles changed) and the event (its owner). */
export function useMakeOwner(eventId: string) {
  return useMutation({
    write: (userId: string) => makeOwner(eventId, userId),
    // The event's reads carry its member list, which the event guard checks.
    refreshes: () => [teamKeys.ofEvent(eventId), eventKeys.all],
  })
}
