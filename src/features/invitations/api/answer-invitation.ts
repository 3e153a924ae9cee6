import { supabase } from '../../../lib/supabase'

/** Joins the team as the invitation says (EV018 when it expired or was withdrawn meanwhile). */
export async function acceptInvitation(eventId: string): Promise<void> {
  const { error } = await supabase.rpc('accept_event_invitation', { p_event_id: eventId })
  if (error) throw new Error(error.message)
}

/** Declining drops the invitation: RLS lets the invitee delete their own pending row. */
export async function declineInvitation(eventId: string, userId: string): Promise<void> {
  const { data } = await supabase
    .from('event_users')
    .delete()
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .eq('status', 'pending')
    .select('id')
    .throwOnError()
  if (data.length === 0) throw new Error('This invitation has expired or was withdrawn.')
}
