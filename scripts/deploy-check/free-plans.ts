import { DRAIN_RUN } from '../../api/_lib/drain-run.ts'
import { MAX_CONNECTIONS, TIMEOUTS } from '../../api/_lib/mail-transport.ts'
import { runsPerDay } from '../../supabase/local/scheduler/cron-expression.ts'

/**
 * What Vercel Hobby, the free plan a couple picks, refuses or cuts short. From Vercel's docs:
 * - Cron jobs: "Hobby accounts are limited to cron jobs that run once per day"; an expression that
 *   runs more often fails the deployment. https://vercel.com/docs/cron-jobs/usage-and-pricing
 * - Functions per deployment: 12 on Hobby ("No more than 12 Serverless Functions can be added to a
 *   Deployment on the Hobby plan"). https://vercel.com/docs/limits
 * - Maximum duration: Hobby 10 s by default, configurable up to 60 s; up to 300 s with Fluid compute.
 *   https://vercel.com/docs/functions/limitations, https://vercel.com/docs/functions/configuring-functions/duration
 * - Bundle size: 250 MB uncompressed per function, enforced by AWS.
 *   https://vercel.com/docs/functions/limitations#bundle-size-limits
 */
export const HOBBY = {
  cronRunsPerDay: 1,
  functionsPerDeployment: 12,
  maxDurationSeconds: 60,
  maxDurationSecondsFluid: 300,
  defaultDurationSeconds: 10,
  bundleBytes: 250 * 1024 * 1024,
}

export interface VercelJson {
  fluid?: boolean
  functions?: Record<string, { maxDuration?: number }>
  crons?: { path: string; schedule: string }[]
}

export interface Finding {
  ok: boolean
  what: string
}

/** The most runs the schedule makes in one day of a week (a weekly job is fine). */
export function maxRunsPerDay(schedule: string): number {
  let most = 0
  for (let day = 0; day < 7; day++) most = Math.max(most, runsPerDay(schedule, new Date(Date.UTC(2027, 0, 1 + day))))
  return most
}

export function checkCrons(config: VercelJson): Finding[] {
  return (config.crons ?? []).map(({ path, schedule }) => {
    const runs = maxRunsPerDay(schedule)
    return {
      ok: runs <= HOBBY.cronRunsPerDay,
      what:
        runs <= HOBBY.cronRunsPerDay
          ? `cron ${path} (${schedule}) runs at most once a day (Hobby's limit)`
          : `cron ${path} (${schedule}) runs ${runs} times a day: Vercel Hobby allows once a day and fails the deploy (schedule it from the database instead, see docs/deploy.md)`,
    }
  })
}

/** `api/<name>.ts` patterns of vercel.json's `functions` that name this function. */
function durationOf(config: VercelJson, name: string): number {
  let duration = HOBBY.defaultDurationSeconds
  for (const [pattern, settings] of Object.entries(config.functions ?? {})) {
    const regex = new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\0')
        .replace(/\*/g, '[^/]*')
        .replace(/\0/g, '.*')}$`,
    )
    if (regex.test(`api/${name}.ts`) && settings.maxDuration !== undefined) duration = settings.maxDuration
  }
  return duration
}

export function functionDurations(config: VercelJson, names: string[]): Map<string, number> {
  return new Map(names.map((name) => [name, durationOf(config, name)]))
}

export function checkDurations(config: VercelJson, names: string[]): Finding[] {
  const limit = config.fluid ? HOBBY.maxDurationSecondsFluid : HOBBY.maxDurationSeconds
  const findings: Finding[] = []
  for (const [name, seconds] of functionDurations(config, names)) {
    if (seconds > limit)
      findings.push({
        ok: false,
        what: `api/${name} asks for maxDuration ${seconds} s: Vercel Hobby allows at most ${limit} s`,
      })
  }
  if (findings.length === 0)
    findings.push({ ok: true, what: `every function's maxDuration is within Hobby's ${limit} s` })
  return findings
}

export function checkFunctionCount(names: string[]): Finding {
  const n = names.length
  return {
    ok: n <= HOBBY.functionsPerDeployment,
    what:
      n <= HOBBY.functionsPerDeployment
        ? `${n} of ${HOBBY.functionsPerDeployment} functions Vercel Hobby allows per deployment`
        : `${n} functions, over the ${HOBBY.functionsPerDeployment} Vercel Hobby allows per deployment: route new endpoints through an existing function (rewrites cost nothing)`,
  }
}

export function checkBundleSizes(sizes: { name: string; bytes: number }[]): Finding[] {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return sizes.map(({ name, bytes }) => ({
    ok: bytes <= HOBBY.bundleBytes,
    what:
      bytes <= HOBBY.bundleBytes
        ? `api/${name} bundle: ${mb(bytes)} of Vercel's ${mb(HOBBY.bundleBytes)}`
        : `api/${name} bundle is ${mb(bytes)}, over Vercel's ${mb(HOBBY.bundleBytes)} uncompressed limit`,
  }))
}

/**
 * The mail drain's worst run: it claims until its budget, then sends the last batch over the
 * pooled connections, each message stalling to the transport's timeouts (connection, greeting,
 * then a silent socket), plus a few seconds for the claim and record calls.
 */
export function worstDrainSeconds(run = DRAIN_RUN): number {
  const perMessage = (TIMEOUTS.connectionTimeout + TIMEOUTS.greetingTimeout + TIMEOUTS.socketTimeout) / 1000
  const messagesPerConnection = Math.ceil(run.batchSize / MAX_CONNECTIONS)
  return run.budgetMs / 1000 + messagesPerConnection * perMessage + 2
}

export function checkDrainFits(config: VercelJson, run = DRAIN_RUN): Finding {
  const allowed = durationOf(config, 'send-guest-mails')
  const worst = worstDrainSeconds(run)
  return {
    ok: worst <= allowed,
    what:
      worst <= allowed
        ? `api/send-guest-mails: its worst run (${worst} s: ${run.batchSize} mails a batch, ${run.budgetMs / 1000} s of claims) fits its maxDuration of ${allowed} s`
        : `api/send-guest-mails: its worst run takes ${worst} s (${run.batchSize} mails a batch), over its maxDuration of ${allowed} s: a run cut short may send mails twice`,
  }
}

/** Every check of the free plans that reads vercel.json and the function list alone. */
export function checkFreePlans(config: VercelJson, names: string[]): Finding[] {
  return [...checkCrons(config), checkFunctionCount(names), ...checkDurations(config, names), checkDrainFits(config)]
}
