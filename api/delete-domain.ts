// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { deleteDomainRecord, findDomain } from './_lib/custom-domain-store.js'
import { DOMAIN_DB_DELETE_FAILED, DOMAIN_DELETED, DOMAIN_OF_OTHER_EVENT, readDomainCall } from './_lib/domain-call.js'
import { DomainProviderError } from './_lib/domain-provider.js'
import { answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'

/**
 * POST {domain, eventId} with a team member's (or global admin's) bearer token: detaches the
 * event's custom domain at the hosting provider, then deletes its record. Only a recorded domain
 * of that event reaches the provider, so nobody can detach the app's own domains through here;
 * once the record is gone a repeat answers success without calling the provider.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Unable to delete the domain.', () => deleteDomain(req, res))
}

async function deleteDomain(req: ApiRequest, res: ApiResponse) {
  const call = await readDomainCall(req, res)
  if (!call) return
  const { input, db, provider } = call

  const record = await findDomain(db, input.domain)
  if (!record) {
    return res
      .status(200)
      .json({ message: DOMAIN_DELETED, domain: input.domain, eventId: input.eventId, alreadyDeleted: true })
  }
  if (record.event_id !== input.eventId) return sendError(res, 403, DOMAIN_OF_OTHER_EVENT)
  try {
    // Provider first: should it fail, the record stays and the request can be retried.
    const result = await provider.remove(record.domain)
    if (!(await deleteDomainRecord(db, record.id))) return sendError(res, 500, DOMAIN_DB_DELETE_FAILED)
    res
      .status(200)
      .json({ message: DOMAIN_DELETED, domain: input.domain, eventId: input.eventId, alreadyDeleted: false, ...result })
  } catch (error) {
    if (error instanceof DomainProviderError) return sendError(res, 502, error.message)
    throw error
  }
}
