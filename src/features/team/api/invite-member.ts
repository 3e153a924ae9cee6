import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { postApi } from '../../../lib/data/api-client'
import { readInviteAnswer } from '../invite-answer'
import { TEAM_MESSAGES } from '../team-messages'
import { teamMembersKey } from './get-team-members'

/**
 * POST /api/invite-user (SPEC §7): existing users join as editors, new ones get an invitation
 * e-mail and a pending membership. Resolves with the success text; throws an Error whose message
 * is the SPEC §8 text to show.
 */
export async function inviteMember(eventId: string, email: string): Promise<string> {
  const answer = await postApi(
    '/api/invite-user',
    { email, eventId, status: 'pending' },
    TEAM_MESSAGES.noSession,
  )
  const read = readInviteAnswer(answer)
  if (!read.ok) throw new Error(read.message)
  return read.message
}

/** Invites, then refreshes the team list and the event, whose member list the event guard reads. */
export function useInviteMember(eventId: string, revalidateEvent: () => Promise<unknown>) {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (email: string) => {
      const message = await inviteMember(eventId, email)
      await Promise.all([mutate(teamMembersKey(eventId)), revalidateEvent()])
      return message
    },
    [eventId, mutate, revalidateEvent],
  )
}
