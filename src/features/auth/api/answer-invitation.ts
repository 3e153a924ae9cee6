import { postApi } from '@/lib/data/api-client'
import { INVITATION_EXPIRED, invitationFailureMessage } from '../invitation-failure'

/**
 * POSTs to an invitation endpoint with the caller's access token (SPEC §7) and returns its JSON
 * answer. Throws an Error whose message is what the user should read: the expiry text without a
 * session or on 401.
 */
async function postInvitationAnswer(path: `/api/${string}`, body: Record<string, string>) {
  const answer = await postApi(path, body, INVITATION_EXPIRED)
  if (!answer.ok) throw new Error(invitationFailureMessage(answer.status, answer.body))
  return answer.body
}

/** Accepts the invitation to one event and saves the caller's name (api/accept-invitation.ts). */
export async function acceptInvitation(input: {
  userId: string
  eventId: string
  firstName: string
  lastName: string
}): Promise<void> {
  await postInvitationAnswer('/api/accept-invitation', input)
}

/**
 * Drops the invitation to one event (api/reject-invitation.ts); the account is deleted with it
 * when nothing else is left. Says whether it was.
 */
export async function rejectInvitation(input: {
  userId: string
  eventId: string
}): Promise<{ accountDeleted: boolean }> {
  const answer = await postInvitationAnswer('/api/reject-invitation', input)
  return { accountDeleted: answer?.accountDeleted !== false }
}
