import { postInvitationAnswer } from './post-invitation-answer'

/** Activates the caller's pending invitations and saves their name (api/accept-invitation.ts). */
export function acceptInvitation(input: { userId: string; firstName: string; lastName: string }): Promise<void> {
  return postInvitationAnswer('/api/accept-invitation', input)
}
