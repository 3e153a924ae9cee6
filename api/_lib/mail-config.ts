import { timingSafeEqual } from 'node:crypto'
import { bearerToken, type ApiRequest } from './http.js'
import { senderAddress } from './mail-transport.js'

export interface MailConfig {
  smtpUrl: string
  fromAddress: string
  /** Origin of the guest pages, for the links in the mails. */
  siteUrl: string
}

/**
 * SMTP_URL and MAIL_FROM (the relay and the product's sender address), and the guest pages'
 * origin: VITE_PUBLIC_SITE_URL, as the app links to them, else PUBLIC_APP_URL. The local stack
 * points them at its own mail catcher and app.
 */
export function mailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL
  const mailFrom = env.MAIL_FROM
  const siteUrl = env.VITE_PUBLIC_SITE_URL || env.PUBLIC_APP_URL
  if (!smtpUrl) throw new Error('SMTP_URL is not set (see the README: E-mail to guests)')
  if (!mailFrom) throw new Error('MAIL_FROM is not set (see the README: E-mail to guests)')
  if (!siteUrl) throw new Error('VITE_PUBLIC_SITE_URL (or PUBLIC_APP_URL) is not set')
  return { smtpUrl, fromAddress: senderAddress(mailFrom), siteUrl }
}

/**
 * Vercel Cron calls with `Authorization: Bearer $CRON_SECRET` when the project sets CRON_SECRET.
 * https://vercel.com/docs/cron-jobs/manage-cron-jobs#securing-cron-jobs
 */
export function isCronCall(req: ApiRequest, env: NodeJS.ProcessEnv = process.env): boolean {
  const secret = env.CRON_SECRET
  const token = bearerToken(req)
  if (!secret || !token) return false
  const a = Buffer.from(token)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}
