import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PROJECT_ROOT } from '../shared/config.ts'

export interface CronJob {
  path: string
  schedule: string
}

/** vercel.json's `crons`: https://vercel.com/docs/cron-jobs#cron-expressions */
export function readCronJobs(file = resolve(PROJECT_ROOT, 'vercel.json')): CronJob[] {
  const config = JSON.parse(readFileSync(file, 'utf8')) as { crons?: CronJob[] }
  return config.crons ?? []
}

function fieldMatches(field: string, value: number): boolean {
  return field.split(',').some((part) => {
    if (part === '*') return true
    const step = /^\*\/(\d+)$/.exec(part)
    if (step) return value % Number(step[1]) === 0
    return /^\d+$/.test(part) && Number(part) === value
  })
}

/** Whether a five-field cron expression (Vercel's, in UTC) names this minute; lists, `*` and `*∕n`. */
export function cronMatches(schedule: string, at: Date): boolean {
  const fields = schedule.trim().split(/\s+/)
  if (fields.length !== 5) return false
  const values = [at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()]
  return fields.every((field, i) => fieldMatches(field, values[i]))
}

/**
 * Calls each job at the start of the minutes its schedule names, as Vercel Cron does: a GET with
 * `Authorization: Bearer $CRON_SECRET`. Returns the stop function.
 */
export function startCrons(
  jobs: CronJob[],
  call: (path: string) => Promise<void>,
  log: (line: string) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    const now = new Date()
    for (const job of jobs) {
      if (cronMatches(job.schedule, now))
        call(job.path).catch((error: Error) => log(`cron ${job.path}: ${error.message}`))
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50)
    timer.unref()
  }
  if (jobs.length) {
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50)
    timer.unref()
  }
  return () => clearTimeout(timer)
}
