import { NoSessionError, postApi, type ApiAnswer } from '@/lib/data/api-client'
import { readDomainReply, type DomainAnswer } from './domain-answer'

/**
 * POSTs {domain, eventId} to a domain endpoint (they check the caller may act on that event).
 * Throws an Error whose message is the text to show: the endpoint's, or `fallback` when it could
 * not be reached or answered something else.
 */
export async function postDomain(
  path: '/api/add-domain' | '/api/delete-domain',
  body: { domain: string; eventId: string },
  fallback: string,
): Promise<DomainAnswer> {
  let answer: ApiAnswer
  try {
    answer = await postApi(path, body)
  } catch (error) {
    if (error instanceof NoSessionError) throw error
    console.error(`${path} could not be reached`, error)
    throw new Error(fallback, { cause: error })
  }
  const reply = readDomainReply(answer.ok, answer.body, fallback)
  if (!reply.ok) throw new Error(reply.message)
  return reply.answer
}
