// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { DOMAIN_MESSAGES } from '../kernel/domain-rules.js'
import { domainOfEvent, restoreEventDomain, saveEventDomain } from './_lib/custom-domain-store.js'
import { DOMAIN_SAVED, readDomainCall } from './_lib/domain-call.js'
import { DomainProviderError, type DomainResult } from './_lib/domain-provider.js'
import { answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { isProductHost } from './_lib/product-hosts.js'

/**
 * POST {domain, eventId} with a team member's (or global admin's) bearer token: records the
 * event's custom domain (adding or replacing it) and attaches it at the hosting provider.
 * The record is written first, since its unique index is what decides a domain belongs to one
 * event; a provider refusal puts the record back.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Unable to add/modify the domain.', () => addDomain(req, res))
}

async function addDomain(req: ApiRequest, res: ApiResponse) {
  const call = await readDomainCall(req, res)
  if (!call) return
  const { input, db, provider } = call
  // Reserved and local names were refused with the input; the product's own hosts are refused here.
  if (isProductHost(input.domain)) return sendError(res, 400, DOMAIN_MESSAGES.reserved)

  const previous = await domainOfEvent(db, input.eventId)
  const changed = previous?.domain.toLowerCase() !== input.domain
  if (changed) {
    const saved = await saveEventDomain(db, input.eventId, previous, input.domain)
    if (!saved.ok) return sendError(res, saved.status, saved.message)
  }
  let result: DomainResult
  try {
    // Also when unchanged: a retry after a provider failure must reach the provider.
    result = await provider.add(input.domain)
  } catch (error) {
    if (!(error instanceof DomainProviderError)) throw error
    if (changed) await restoreEventDomain(db, input.eventId, previous)
    return sendError(res, 502, error.message)
  }
  if (changed && previous) {
    // The old domain no longer leads anywhere; one left attached is harmless, so only log.
    await provider.remove(previous.domain).catch((error: Error) => {
      console.error(`add-domain: removing ${previous.domain} from the provider failed: ${error.message}`)
    })
  }
  res.status(200).json({ message: DOMAIN_SAVED, domain: input.domain, eventId: input.eventId, ...result })
}
