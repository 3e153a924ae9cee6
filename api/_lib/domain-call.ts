// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { z } from 'zod'
import { DOMAIN_MESSAGES, validateDomain } from '../../kernel/domain-rules.js'
import type { DomainProvider } from './domain-provider.js'
import { requireEventRight } from './event-access.js'
import type { ApiRequest, ApiResponse } from './http.js'
import { readSignedInPost } from './signed-in-post.js'
import { supabaseAdmin } from './supabase-admin.js'
import { domainProviderFromEnv } from './vercel-domain-provider.js'

/** SPEC §8 Domain texts the endpoints answer, verbatim. */
export const DOMAIN_SAVED = 'Domain added/modified successfully'
export const DOMAIN_DELETED = 'Domain deleted successfully'
export const DOMAIN_USED = 'This domain is already used.'
export const DOMAIN_DB_WRITE_FAILED = 'Error adding/modifying in the database.'
export const DOMAIN_DB_DELETE_FAILED = 'Error deleting the domain.'

export const DOMAIN_OF_OTHER_EVENT = 'This domain is not attached to this event.'

const domain = z.string({ error: DOMAIN_MESSAGES.required }).transform((value, ctx) => {
  const check = validateDomain(value)
  if (check.ok) return check.domain
  ctx.addIssue({ code: 'custom', message: check.message })
  return z.NEVER
})

/**
 * POST /api/add-domain and /api/delete-domain. SPEC §7 sends only {domain}; the event it belongs
 * to is required too, since a new domain has no record yet that could name its event, and the
 * caller's right is checked on that event.
 */
export const domainInput = z.object({
  domain,
  eventId: z.guid({
    error: (issue) =>
      issue.input === undefined
        ? 'eventId is required: the event the domain belongs to.'
        : 'eventId must be an event id (UUID).',
  }),
})

export type DomainInput = z.infer<typeof domainInput>

export interface DomainCall {
  input: DomainInput
  db: ReturnType<typeof supabaseAdmin>
  provider: DomainProvider
}

/**
 * The common opening of add-domain and delete-domain: a signed-in POST of `{domain, eventId}`
 * from a member of that event (or a global admin). Answers the error itself and returns
 * undefined when the request stops here.
 */
export async function readDomainCall(req: ApiRequest, res: ApiResponse): Promise<DomainCall | undefined> {
  const call = await readSignedInPost(req, res, domainInput)
  if (!call) return undefined
  const db = supabaseAdmin()
  if (!(await requireEventRight(db, res, call.input.eventId, call.user.id, 'member'))) return undefined
  return { input: call.input, db, provider: domainProviderFromEnv() }
}
