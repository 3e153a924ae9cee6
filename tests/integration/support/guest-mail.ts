import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { drainGuestMails, type DrainResult } from '../../../api/_lib/guest-mail-drain.ts'
import { createMailTransport } from '../../../api/_lib/mail-transport.ts'
import { sql } from './clients.ts'
import { serviceClient } from './typed-clients.ts'

export const SITE = 'http://site.example.test'
export const SENDER = 'invitations@eventail.example.test'

export interface Received {
  from: string
  to: string[]
  raw: string
}

/** An SMTP relay the test controls: `reply` may refuse a recipient with a 4xx or 5xx reply. */
export interface FakeRelay {
  url: string
  received: Received[]
  /** A recipient's refusal, 'silence' to never answer (a relay that hangs), or null to take the mail. */
  reply: (address: string) => { code: number; message: string } | 'silence' | null
  close(): Promise<void>
}

export async function startFakeRelay(): Promise<FakeRelay> {
  const relay: FakeRelay = { url: '', received: [], reply: () => null, close: async () => {} }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = relay.reply(address.address)
      if (refusal === 'silence') return
      if (!refusal) return callback()
      const error = new Error(refusal.message) as Error & { responseCode: number }
      error.responseCode = refusal.code
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        relay.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.server.address() as { port: number }
  relay.url = `smtp://127.0.0.1:${address.port}`
  relay.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return relay
}

/** One drain run through `relay`, as api/send-guest-mails runs it. */
export async function drain(
  relay: FakeRelay,
  options: { eventId?: string; batchSize?: number } = {},
): Promise<DrainResult> {
  const transport = createMailTransport(relay.url)
  try {
    return await drainGuestMails({
      db: serviceClient(),
      transport,
      siteUrl: SITE,
      fromAddress: SENDER,
      eventId: options.eventId,
      batchSize: options.batchSize,
      budgetMs: 20_000,
    })
  } finally {
    transport.close()
  }
}

export interface OutboxRow {
  guest_id: string
  address: string
  state: string
  attempts: number
  last_error: string | null
}

export const outboxOf = (eventId: string) =>
  sql<OutboxRow>(
    `select guest_id, address, state::text, attempts, last_error from mail_outbox where event_id = $1 order by address`,
    [eventId],
  )

/** Makes every queued row of the event due now (a retry's backoff, a schedule), without waiting. */
export const makeDue = (eventId: string) =>
  sql(`update mail_outbox set next_attempt_at = now() where event_id = $1 and state = 'queued'`, [eventId])

/** The decoded value of a header of a raw message ('' when absent). */
export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ''
}

/** The header names of a raw message, in order. */
export function headerNames(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  return head.split(/\r?\n/).map((l) => l.slice(0, l.indexOf(':')).toLowerCase())
}

/** A raw message decoded (subject, addresses, text and HTML parts), as a mail client reads it. */
export const parseMail = (raw: string) => PostalMime.parse(raw)
