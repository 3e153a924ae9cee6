import { supabase } from '../../../lib/supabase'
import { INVITATION_EXPIRED, invitationFailureMessage } from '../invitation-failure'

/**
 * POSTs to an invitation endpoint with the caller's access token (SPEC §7) and returns its JSON
 * answer. Throws an Error whose message is what the user should read: the expiry text without a
 * session or on 401.
 */
export async function postInvitationAnswer(path: string, body: Record<string, string>): Promise<unknown> {
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new Error(INVITATION_EXPIRED)
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json().catch(() => null)
  if (response.ok) return answer
  throw new Error(invitationFailureMessage(response.status, answer))
}
