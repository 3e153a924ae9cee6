import { z } from 'zod'
import { DOMAIN_MESSAGES, validateDomain } from '../../src/kernel/domain-rules.js'

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
