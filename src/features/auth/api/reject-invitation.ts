import { postInvitationAnswer } from './post-invitation-answer'

/**
 * Drops the invitation to one event (api/reject-invitation.ts); the account is deleted with it
 * when nothing else is left. Says whether it was.
 */
export async function rejectInvitation(input: {
  userId: string
  eventId: string
}): Promise<{ accountDeleted: boolean }> {
  const answer = await postInvitationAnswer('/api/reject-invitation', input)
  return { accountDeleted: (answer as { accountDeleted?: unknown } | null)?.accountDeleted !== false }
}
