import useSWR from 'swr'
import { getMyInvitations, type PendingInvitation } from '@/entities/invitation'
import { supabase } from '@/lib/supabase'
import { authKeys } from './keys'

/**
 * The one invitation /accept-invitation answers: the event the e-mailed link names, or else the
 * newest open invitation, which the screen shows before anything is accepted. With none open, the
 * newest membership still names an event, so that the answer is "expired" (or, for a member
 * whose name was not saved yet, a retry that finishes the job).
 */
export interface InvitationToAnswer {
  eventId: string
  /** What the screen shows; null when the invitation is no longer open. */
  shown: PendingInvitation | null
}

export async function getInvitationToAnswer(userId: string, named: string | null): Promise<InvitationToAnswer | null> {
  const open = await getMyInvitations()
  const shown = named ? open.find((invitation) => invitation.eventId === named) : open[0]
  if (shown) return { eventId: shown.eventId, shown }
  if (named) return { eventId: named, shown: null }
  const { data } = await supabase
    .from('event_users')
    .select('event_id')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .throwOnError()
  return data[0] ? { eventId: data[0].event_id, shown: null } : null
}

export function useInvitationToAnswer(userId: string | null, named: string | null) {
  return useSWR(userId ? authKeys.invitationToAnswer(userId, named) : null, () => getInvitationToAnswer(userId!, named))
}
