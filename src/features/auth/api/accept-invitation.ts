import { postInvitationAnswer } from './post-invitation-answer'

/** Accepts the invitation to one event and saves the caller's name (api/accept-invitation.ts). */
export async function acceptInvitation(input: {
  userId: string
  eventId: string
  firstName: string
  lastName: string
}): Promise<void> {
  await postInvitationAnswer('/api/accept-invitation', input)
}
