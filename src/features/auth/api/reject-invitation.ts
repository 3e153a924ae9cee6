import { postInvitationAnswer } from './post-invitation-answer'

/** Drops the caller's pending invitations and deletes their account (api/reject-invitation.ts). */
export function rejectInvitation(input: { userId: string }): Promise<void> {
  return postInvitationAnswer('/api/reject-invitation', input)
}
