import { eventKeys } from '@/entities/event'
import { postApi } from '@/lib/data/api-client'
import { useMutation } from '@/lib/data/use-mutation'
import { readInviteAnswer } from '../invite-answer'
import { teamKeys } from './keys'

/**
 * POST /api/invite-user (SPEC §7): existing users join as editors, new ones get an invitation
 * e-mail and a pending membership. Resolves with the success text; throws an Error whose message
 * is the SPEC §8 text to show.
 */
export async function inviteMember(eventId: string, email: string): Promise<string> {
  const answer = await postApi('/api/invite-user', { email, eventId, status: 'pending' })
  const read = readInviteAnswer(answer)
  if (!read.ok) throw new Error(read.message)
  return read.message
}

/** Invites, then refreshes the team and the event, whose member list the event guard reads. */
export function useInviteMember(eventId: string) {
  return useMutation({
    write: (email: string) => inviteMember(eventId, email),
    // The event's reads carry its member list, which the event guard checks.
    refreshes: () => [teamKeys.ofEvent(eventId), eventKeys.all],
  })
}
