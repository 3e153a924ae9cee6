/** SPEC §8: shown on HTTP 401 from the invitation endpoints and when there is no session. */
export const INVITATION_EXPIRED =
  'This invitation link has expired. Please contact the event organizer to receive a new invitation.'

/** The message for a failed invitation call: 401 means expired, else the server's error text. */
export function invitationFailureMessage(status: number, body: unknown): string {
  if (status === 401) return INVITATION_EXPIRED
  const error = (body as { error?: unknown } | null)?.error
  if (typeof error === 'string' && error.trim() !== '') return error
  return `Request failed with status ${status}`
}
