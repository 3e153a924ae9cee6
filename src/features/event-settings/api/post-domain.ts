import { supabase } from '../../../lib/supabase'
import { readDomainReply, type DomainAnswer } from './domain-answer'

// The same text the team screen uses when the caller has no session (SPEC §8 Team).
const NO_SESSION = 'Authentication session not found. Please log in again.'

/**
 * POSTs {domain, eventId} to a domain endpoint with the caller's access token (the endpoints
 * check the caller may act on that event). Throws an Error whose message is the text to show.
 */
export async function postDomain(
  path: '/api/add-domain' | '/api/delete-domain',
  body: { domain: string; eventId: string },
  fallback: string,
): Promise<DomainAnswer> {
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new Error(NO_SESSION)
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  } catch (error) {
    console.error(`${path} could not be reached`, error)
    throw new Error(fallback, { cause: error })
  }
  const reply = readDomainReply(response.ok, await response.json().catch(() => null), fallback)
  if (!reply.ok) throw new Error(reply.message)
  return reply.answer
}
