import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { invitationKeys, withoutInvitation } from '@/entities/invitation'

/** Joins the team as the invitation says (EV018 when it expired or was withdrawn meanwhile). */
export async function acceptInvitation(eventId: string): Promise<void> {
  await supabase.rpc('accept_event_invitation', { p_event_id: eventId }).throwOnError()
}

/**
 * Accepts: the invitation leaves the list at once, and a refusal reads the list again (it has
 * expired or was withdrawn). Then every cached read of events, where the joined event now shows.
 */
export function useAcceptInvitation(userId: string | null) {
  const mine = userId ? invitationKeys.mine(userId) : null
  return useMutation({
    write: acceptInvitation,
    refreshes: () => (mine ? [mine, ['events']] : [['events']]),
    optimistic: mine ? { matches: () => mine, update: withoutInvitation } : undefined,
  })
}
