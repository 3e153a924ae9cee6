/** What /api/add-domain and /api/delete-domain answer on success (SPEC §7, api/ contract). */
export interface DomainAnswer {
  message: string
  /** Set when DNS is not managed (no hosting provider configured). */
  notice?: string
}

export type DomainReply = { ok: true; answer: DomainAnswer } | { ok: false; message: string }

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined)

/**
 * Reads an endpoint's JSON body: `{message, notice?}` on success, `{error}` otherwise (SPEC §8
 * Domain texts, or 'Vercel error: …'). Anything else gets the operation's fallback text.
 */
export function readDomainReply(ok: boolean, body: unknown, fallback: string): DomainReply {
  const fields = (body ?? {}) as { message?: unknown; notice?: unknown; error?: unknown }
  const message = text(fields.message)
  if (ok && message) {
    const notice = text(fields.notice)
    return { ok: true, answer: notice ? { message, notice } : { message } }
  }
  return { ok: false, message: text(fields.error) ?? fallback }
}
