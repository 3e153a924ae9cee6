import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PROJECT_ROOT } from '../../../supabase/local/shared/config.ts'
import { env, sql } from '../support/clients.ts'
import { asRole, type Claims } from '../support/sql-as-role.ts'
import { startTestStack, type TestDatabase, type TestStack } from '../../../supabase/local/testing/test-stack.ts'

// The app's scheduled work runs from the database (Supabase Cron calling /api through pg_net),
// as on a hosted project: the same migration schedules it here, where the stack runs pg_cron's
// stand-in (PGlite) or the real pg_cron (TEST_DB=postgres), and pg_net's stand-in sends the calls.

const MIGRATION = resolve(PROJECT_ROOT, 'supabase/migrations/20261127130000_schedule_jobs_in_database.sql')
const JOBS = [
  {
    jobname: 'eventail-copy-public-photos',
    schedule: '* * * * *',
    command: "select private.call_app_job('/api/copy-public-photos')",
  },
  {
    jobname: 'eventail-send-guest-mails',
    schedule: '* * * * *',
    command: "select private.call_app_job('/api/send-guest-mails')",
  },
]

const jobs = () =>
  sql<{ jobid: number; jobname: string; schedule: string; command: string }>(
    `select jobid, jobname, schedule, command from cron.job where jobname like 'eventail-%' order by jobname`,
  )

describe('the schedule the migration sets', () => {
  it('calls the mail drain and the photo copies every minute', async () => {
    expect((await jobs()).map(({ jobname, schedule, command }) => ({ jobname, schedule, command }))).toEqual(JOBS)
  })

  it("runs on the real pg_cron where PostgreSQL has it (CI installs Debian's postgresql-NN-cron)", async ({ skip }) => {
    const installed = await sql<{ n: number }>(
      `select count(*)::int as n from pg_available_extensions where name = 'pg_cron'`,
    )
    if (env().dbKind !== 'postgres' || installed[0].n === 0) return skip()
    expect(await sql(`select extname from pg_extension where extname = 'pg_cron'`)).toEqual([{ extname: 'pg_cron' }])
  })

  it('reads the app URL and the cron secret from Vault, where the stack put them', async () => {
    const secrets = await sql<{ name: string; decrypted_secret: string }>(
      `select name, decrypted_secret from vault.decrypted_secrets where name in ('app_url', 'cron_secret') order by name`,
    )
    expect(secrets.map((s) => s.name)).toEqual(['app_url', 'cron_secret'])
    expect(secrets[0].decrypted_secret).toBe(env().apiUrl)
  })

  it('is idempotent: run again, it keeps the same two jobs', async () => {
    const before = await jobs()
    await sql(readFileSync(MIGRATION, 'utf8'))
    expect(await jobs()).toEqual(before)
  })

  it('schedules nothing, and does not fail, where pg_net is absent', async () => {
    const client = new pg.Client({ connectionString: env().dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query(`delete from cron.job where jobname like 'eventail-%'`)
      await client.query('alter schema net rename to net_absent')
      await client.query(readFileSync(MIGRATION, 'utf8'))
      const left = await client.query(`select count(*)::int as n from cron.job where jobname like 'eventail-%'`)
      expect(left.rows[0].n).toBe(0)
    } finally {
      await client.query('rollback')
      await client.end()
    }
    expect(await jobs()).toHaveLength(2)
  })

  it('lets no API role run a job, read the jobs or the secrets', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const claims: Claims = { role, sub: role === 'anon' ? undefined : randomUUID() }
      const sqlAsRole = (text: string) => asRole(claims, (query) => query(text))
      await expect(sqlAsRole(`select private.call_app_job('/api/send-guest-mails')`)).rejects.toThrow(
        /permission denied/,
      )
      await expect(sqlAsRole('select * from cron.job')).rejects.toThrow(/permission denied/)
      await expect(sqlAsRole('select * from vault.decrypted_secrets')).rejects.toThrow(/permission denied/)
      await expect(sqlAsRole(`select net.http_post('http://127.0.0.1:1/')`)).rejects.toThrow(/permission denied/)
    }
  })
})

describe('a stack that runs its schedule', () => {
  let own: TestStack
  const kind = inject('stack').dbKind as TestDatabase

  beforeAll(async () => {
    // A stack of its own, so its schedule races no other test's drain. Its functions read what
    // the shared stack's start left in this worker's environment: point them at this one instead.
    for (const name of ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SMTP_URL', 'CRON_SECRET'])
      delete process.env[name]
    own = await startTestStack(kind, Number(process.env.TEST_PORT_OFFSET ?? (kind === 'pglite' ? 9500 : 10500)) + 20, {
      crons: true,
    })
  }, 120_000)
  afterAll(async () => {
    await own?.stop()
  })

  it('delivers a mail scheduled two minutes ahead to the inbox, through Supabase Cron and pg_net', async () => {
    const db = own.stack.db
    const userId = randomUUID()
    const address = `scheduled-${Date.now().toString(36)}@example.test`
    await db.query(
      `insert into auth.users (id, email, aud, role, email_confirmed_at, raw_user_meta_data)
         values ($1, $2, 'authenticated', 'authenticated', now(), '{"name":{"first":"Camille","last":"Martin"}}')`,
      [userId, `owner-${userId}@example.test`],
    )
    const event = await db.query<{ id: string }>(
      `insert into public.events (type, name, slug, user_id, spouse1, spouse2, "moduleActivation")
         values ('wedding', 'Scheduled wedding', $1, $2, 'Camille', 'Alex', '{"guests": true}') returning id`,
      [`scheduled-${userId.slice(0, 8)}`, userId],
    )
    const eventId = event.rows[0].id
    await db.query(
      `insert into public.guests (event_id, name, email, status) values ($1, 'Jean Dupont', $2, 'pending')`,
      [eventId, address],
    )
    const due = new Date(Date.now() + 2 * 60_000)
    await db.asRole({ role: 'authenticated', sub: userId }, (tx) =>
      tx.query(
        `select public.queue_guest_mail($1, 'invitation', 'Notre mariage', 'Vous êtes invités.', 'everyone', null, $2)`,
        [eventId, due.toISOString()],
      ),
    )

    const inbox = `http://${own.stack.config.host}:${own.stack.config.inboxPort}`
    const arrived = async () => {
      const found = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)
      return ((await found.json()) as { messages: { Subject: string }[] }).messages
    }
    let messages = await arrived()
    while (messages.length === 0 && Date.now() < due.getTime() + 90_000) {
      await new Promise((r) => setTimeout(r, 1000))
      messages = await arrived()
    }
    const at = Date.now()
    expect(messages.map((m) => m.Subject)).toEqual(['Notre mariage'])
    // Not before its time, and within the minute after it (the schedule's period), plus a margin.
    expect(at).toBeGreaterThanOrEqual(due.getTime())
    expect(at).toBeLessThan(due.getTime() + 70_000)

    // It went the production way: a cron run, then pg_net's POST with the cron secret, answered 200.
    const runs = await db.query<{ status: string }>(
      `select d.status from cron.job_run_details d join cron.job j using (jobid)
         where j.jobname = 'eventail-send-guest-mails' order by d.start_time`,
    )
    expect(runs.rows.length).toBeGreaterThanOrEqual(2)
    expect(runs.rows.every((r) => r.status === 'succeeded')).toBe(true)
    const answers = await db.query<{ status_code: number }>(`select status_code from net._http_response`)
    expect(answers.rows.length).toBeGreaterThanOrEqual(2)
    expect(answers.rows.every((r) => r.status_code === 200)).toBe(true)
  }, 240_000)
})
