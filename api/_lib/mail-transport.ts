import nodemailer, { type Transporter } from 'nodemailer'

/** What a drain does with a mail the relay did not take: try again later, or give up. */
export type SendFailure = 'retry' | 'failed'

// A drain stops claiming after its budget; these keep one slow relay from holding a run past
// the function's time limit (vercel.json; scripts/deploy-check/free-plans.ts proves the worst run fits).
export const TIMEOUTS = { connectionTimeout: 3000, greetingTimeout: 3000, socketTimeout: 3000 }
export const MAX_CONNECTIONS = 5

/**
 * A pooled SMTP transport from SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`): a few
 * connections reused for a whole drain run. Any relay works (Postmark, SES, Mailgun, Brevo…).
 * https://nodemailer.com/smtp/pooled/
 */
export function createMailTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl)
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://')
  const secure = url.protocol === 'smtps:'
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    maxMessages: 500,
    ...TIMEOUTS,
  })
}

/**
 * RFC 5321: 4xx replies are temporary (retry with backoff), 5xx permanent (record and stop).
 * Timeouts and dropped connections have no reply and are worth another try; an address
 * nodemailer itself refuses (EENVELOPE without a reply) is not.
 */
export function classifySendError(error: unknown): SendFailure {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string }
  if (typeof responseCode === 'number') return responseCode >= 500 ? 'failed' : 'retry'
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return 'failed'
  return 'retry'
}

/** A short reason for the guests screen: the relay's reply, or the error's own words. */
export function sendErrorReason(error: unknown): string {
  const { response, message } = (error ?? {}) as { response?: string; message?: string }
  return (response || message || 'Unknown error').replace(/\s+/g, ' ').trim().slice(0, 500)
}

/** The sender's bare address from MAIL_FROM ("Eventail <hello@example.com>" or "hello@example.com"). */
export function senderAddress(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) throw new Error('MAIL_FROM must be an e-mail address')
  return address
}
