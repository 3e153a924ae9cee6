import type { Database } from '../db/database.ts'
import { cronMatches } from './cron-expression.ts'

/**
 * The local stack's part of Supabase Cron and pg_net, running the schedule the migrations set
 * (supabase/migrations/20261127130000_schedule_jobs_in_database.sql) as a hosted project runs it:
 *
 * - Vault: the two secrets the jobs read, `app_url` (this stack's gateway, which serves /api) and
 *   `cron_secret` (the functions' CRON_SECRET), written at each start.
 * - Cron: where cron.job is the stand-in of scheduler/schema.sql (PGlite, or a PostgreSQL server
 *   without pg_cron preloaded), the due jobs' commands run at the start of each minute and each
 *   run is recorded in cron.job_run_details. A real pg_cron runs them itself.
 * - pg_net: the requests the commands queued in net.http_request_queue are sent within a second,
 *   and each answer kept in net._http_response, as pg_net's background worker does.
 *
 * The deviations from upstream are listed at the top of scheduler/schema.sql.
 */
export interface SchedulerOptions {
  db: Database
  appUrl: string
  cronSecret: string
  log: (line: string) => void
  /** Run the jobs and send the requests; off, the vault is still written but nothing is called. */
  run: boolean
}

export interface Scheduler {
  stop(): Promise<void>
}

interface QueuedRequest {
  id: number
  method: string
  url: string
  headers: Record<string, string>
  body: string | null
  timeout_milliseconds: number
}

export const VAULT_SECRETS = { appUrl: 'app_url', cronSecret: 'cron_secret' } as const

async function writeSecret(db: Database, name: string, value: string): Promise<void> {
  const found = await db.query<{ id: string }>('select id from vault.decrypted_secrets where name = $1', [name])
  if (found.rows[0]) await db.query('select vault.update_secret($1, $2)', [found.rows[0].id, value])
  else await db.query('select vault.create_secret($1, $2)', [value, name])
}

export async function startScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const { db, log } = options
  await writeSecret(db, VAULT_SECRETS.appUrl, options.appUrl)
  await writeSecret(db, VAULT_SECRETS.cronSecret, options.cronSecret)
  const { rows } = await db.query<{ emulate_cron: boolean; emulate_net: boolean }>(`
    select to_regclass('cron.job') is not null and not exists (select 1 from pg_extension where extname = 'pg_cron') as emulate_cron,
           to_regclass('net.http_request_queue') is not null and not exists (select 1 from pg_extension where extname = 'pg_net') as emulate_net`)
  const { emulate_cron: emulateCron, emulate_net: emulateNet } = rows[0]

  let stopped = false
  const inFlight = new Set<Promise<void>>()
  const timers: Partial<Record<'cron' | 'net', NodeJS.Timeout>> = {}

  const send = async (request: QueuedRequest) => {
    let response: { status: number; contentType: string | null; headers: Record<string, string>; content: string }
    try {
      const answer = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : (request.body ?? undefined),
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      })
      response = {
        status: answer.status,
        contentType: answer.headers.get('content-type'),
        headers: Object.fromEntries(answer.headers),
        content: await answer.text(),
      }
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError'
      log(`net ${request.method} ${request.url}: ${(error as Error).message}`)
      await db
        .query('insert into net._http_response (id, timed_out, error_msg) values ($1, $2, $3)', [
          request.id,
          timedOut,
          (error as Error).message,
        ])
        .catch(() => {})
      return
    }
    if (response.status >= 400)
      log(`net ${request.method} ${request.url} answered ${response.status}: ${response.content}`)
    await db
      .query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out)
         values ($1, $2, $3, $4, $5, false)`,
        [request.id, response.status, response.contentType, response.headers, response.content],
      )
      .catch(() => {})
  }

  /** Takes what is queued and sends it, each request on its own (a slow one holds no other). */
  const sendQueued = async () => {
    const taken = await db.query<QueuedRequest>(
      `delete from net.http_request_queue
       where id in (select id from net.http_request_queue order by id limit 20)
       returning id, method, url, headers, body, timeout_milliseconds`,
    )
    for (const request of taken.rows.sort((a, b) => a.id - b.id)) {
      const sending = send(request).finally(() => inFlight.delete(sending))
      inFlight.add(sending)
    }
  }

  const runDueJobs = async (at: Date) => {
    const jobs = await db.query<{
      jobid: number
      schedule: string
      command: string
      username: string
      database: string
    }>('select jobid, schedule, command, username, database from cron.job where active order by jobid')
    for (const job of jobs.rows) {
      if (!cronMatches(job.schedule, at)) continue
      const started = new Date()
      let status = 'succeeded'
      let message: string
      try {
        const result = await db.query(job.command)
        message = `${result.rowCount} row${result.rowCount === 1 ? '' : 's'}`
      } catch (error) {
        status = 'failed'
        message = (error as Error).message
        log(`cron job ${job.jobid} failed: ${message}`)
      }
      await db
        .query(
          `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, return_message, start_time, end_time)
           values ($1, 0, $2, $3, $4, $5, $6, $7, now())`,
          [job.jobid, job.database, job.username, job.command, status, message, started],
        )
        .catch(() => {})
    }
  }

  if (options.run && emulateCron) {
    // At the start of each minute, as pg_cron does.
    const next = () => {
      const timer = setTimeout(
        () => {
          if (stopped) return
          runDueJobs(new Date())
            .then(() => (emulateNet ? sendQueued() : undefined))
            .catch((error: Error) => log(`cron: ${error.message}`))
            .finally(() => !stopped && next())
        },
        60_000 - (Date.now() % 60_000) + 50,
      )
      timer.unref()
      timers.cron = timer
    }
    next()
  }
  if (options.run && emulateNet) {
    const poll = () => {
      const timer = setTimeout(() => {
        if (stopped) return
        sendQueued()
          .catch((error: Error) => log(`net: ${error.message}`))
          .finally(() => !stopped && poll())
      }, 1000)
      timer.unref()
      timers.net = timer
    }
    poll()
  }

  return {
    async stop() {
      stopped = true
      clearTimeout(timers.cron)
      clearTimeout(timers.net)
      await Promise.allSettled([...inFlight])
    },
  }
}
