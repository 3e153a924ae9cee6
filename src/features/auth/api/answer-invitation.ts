import { postApi } from '@/lib/data/api-client'
import { INVITATION_EXPIRED, invitationFailureMessage } from '../invitation-failure'

/**
 * POSTs to an invitation endpoint with the caller's access token (SPEC §7). Throws an Error whose
 * message is what the user should read: the expiry text without a session or on 401.
 */
async function postInvitationAnswer(path: `/api/${string}`, body: Record<string, string>): Promise<void> {
  const answer = await postApi(path, body, INVITATION_EXPIRED)
  if (!answer.ok) throw new Error(invitationFailureMessage(answer.status, answer.body))
}

/** Activates the caller's pending invitations and saves their name (api/accept-invitation.ts). */
export function acceptInvitation(input: { userId: string; firstName: string; lastName: string }): Promise<void> {
  return postInvitationAnswer('/api/accept-invitation', input)
}

/** Drops the caller's pending invitations and deletes their account (api/reject-invitation.ts). */
export function rejectInvitation(input: { userId: string }): Promise<void> {
  return postInvitationAnswer('/api/reject-invitation', input)
}
