import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { invitationKeys, withoutInvitation } from '@/entities/invitation'

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
  requireRows(data, 'This invitation has expired or was withdrawn.')
}

/** Declines: the invitation leaves the list at once, and the list is read again whatever the outcome. */
export function useDeclineInvitation(userId: string | null) {
  const mine = userId ? invitationKeys.mine(userId) : null
  return useMutation({
    write: (eventId: string) => declineInvitation(eventId, userId ?? ''),
    refreshes: () => (mine ? [mine] : []),
    optimistic: mine ? { matches: () => mine, update: withoutInvitation } : undefined,
  })
}
