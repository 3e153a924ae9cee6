import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { drainGuestMails } from '../../api/_lib/guest-mail-drain.ts'
import { createMailTransport } from '../../api/_lib/mail-transport.ts'
import type { Database } from '../../kernel/generated/database.types.ts'
import { startStackProcess } from '../stack-process.ts'

export interface MailFigures {
  recipients: number
  drainMs: number
  mailsPerSecond: number
  /** The drain's process: resident memory before, and its peak while draining. */
  rssBeforeMb: number
  rssPeakMb: number
  heapBeforeMb: number
  heapPeakMb: number
  sentOnce: boolean
  inbox: number
}

const RECIPIENTS = 1000

/**
 * 1,000 recipients queued for one event, drained as api/send-guest-mails drains them, through the
 * local stack's SMTP catcher (in its own process). The drain runs here, so this process's memory
 * is the drain's; the catcher's inbox then holds exactly one mail per recipient.
 */
export async function measureMailDrain(): Promise<MailFigures> {
  const work = mkdtempSync(join(tmpdir(), 'eventail-bench-mail-'))
  const stack = await startStackProcess({
    LOCAL_SUPABASE_PORT_OFFSET: process.env.MAIL_BENCH_PORT_OFFSET ?? '7650',
    LOCAL_SUPABASE_DATA_DIR: join(work, 'db'),
    LOCAL_SUPABASE_STORAGE_DIR: join(work, 'storage'),
    // The bench runs the drain itself; the stack's own schedule would share the work.
    LOCAL_SUPABASE_CRONS: 'false',
    LOCAL_SUPABASE_SEED: 'false',
  })
  const { config } = stack
  const db = new pg.Pool({
    connectionString: `postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres`,
    max: 1,
  })
  const inbox = `http://${config.host}:${config.inboxPort}`
  try {
    const [event] = (
      await db.query<{ id: string }>(
        `insert into events (type, spouse1, spouse2, slug, date, location, "websiteSettings")
         values ('wedding', 'Camille', 'Alex', 'bench-mail', '2027-06-12T14:00:00Z', 'Château de Lourmarin',
                 '{"contactEmail": "couple@example.test"}') returning id`,
      )
    ).rows
    await db.query(
      `insert into guests (event_id, name, email)
       select $1, 'Invité ' || n, 'guest' || n || '@bench.example.test' from generate_series(1, $2) n`,
      [event.id, RECIPIENTS],
    )
    // Queued as queue_guest_mail queues (its daily limit, 500, is what keeps one event from this).
    const [mailing] = (
      await db.query<{ id: string }>(
        `insert into mailings (event_id, kind, subject, body, audience)
         values ($1, 'invitation', 'Vous êtes invité(e) !', $2, 'everyone') returning id`,
        [
          event.id,
          'Bonjour {prénom},\n\nNous serions très heureux de vous compter parmi nous le {date}, à {lieu}.\n\nRépondez ici : {lien}',
        ],
      )
    ).rows
    await db.query(
      `insert into mail_outbox (mailing_id, event_id, guest_id, address)
       select $1, $2, g.id, g.email from guests g where g.event_id = $2`,
      [mailing.id, event.id],
    )
    await fetch(`${inbox}/api/v1/messages`, { method: 'DELETE' })

    const service = createClient<Database>(config.apiUrl, config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    })
    global.gc?.()
    const rssBefore = process.memoryUsage().rss
    let rssPeak = rssBefore
    const heapBefore = process.memoryUsage().heapUsed
    let heapPeak = heapBefore
    const sampler = setInterval(() => {
      const m = process.memoryUsage()
      rssPeak = Math.max(rssPeak, m.rss)
      heapPeak = Math.max(heapPeak, m.heapUsed)
    }, 20)
    const transport = createMailTransport(`smtp://${config.host}:${config.smtpPort}`)
    const started = performance.now()
    let sent = 0
    // Runs of 5 s each, as the schedule would call them one after the other.
    for (let run = 0; run < 20 && sent < RECIPIENTS; run++) {
      const result = await drainGuestMails({
        db: service,
        transport,
        siteUrl: 'https://eventail.example.test',
        fromAddress: 'invitations@eventail.example.test',
      })
      sent += result.sent
      if (result.sent === 0) break
    }
    const drainMs = Math.round(performance.now() - started)
    clearInterval(sampler)
    transport.close()

    const states = (
      await db.query<{ state: string; n: number }>(
        `select state::text, count(*)::int as n from mail_outbox where event_id = $1 group by state`,
        [event.id],
      )
    ).rows
    const list = (await (await fetch(`${inbox}/api/v1/messages?limit=2000`)).json()) as {
      messages_count: number
      messages: { To: { Address: string }[] }[]
    }
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10
    return {
      recipients: RECIPIENTS,
      drainMs,
      mailsPerSecond: Math.round((sent / drainMs) * 1000),
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
      heapBeforeMb: mb(heapBefore),
      heapPeakMb: mb(heapPeak),
      sentOnce: states.length === 1 && states[0].state === 'sent' && states[0].n === RECIPIENTS && sent === RECIPIENTS,
      inbox: list.messages_count,
    }
  } finally {
    await db.end()
    await stack.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
