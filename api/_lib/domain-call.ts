// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { domainInput, type DomainInput } from './domain-input.js'
import type { DomainProvider } from './domain-provider.js'
import { domainProviderFromEnv } from './domain-provider-from-env.js'
import { requireEventRight } from './event-access.js'
import type { ApiRequest, ApiResponse } from './http.js'
import { readSignedInPost } from './signed-in-post.js'
import { supabaseAdmin } from './supabase-admin.js'

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
