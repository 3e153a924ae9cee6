import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from '../shared/config.ts'
import { sendJson, type Service, type ServiceContext } from '../shared/http.ts'
import { startScheduler, type Scheduler } from '../scheduler/index.ts'
import { toVercel } from './vercel-shim.ts'

const API_DIR = resolve(PROJECT_ROOT, 'api')
const HANDLER_NAME = /^\/([a-z0-9][a-z0-9-]*)\/?$/

type Handler = (req: unknown, res: unknown) => unknown

let typeScriptHooks: Promise<unknown> | undefined

/**
 * Imports an `api/*.ts` module. Under tsx or vitest that just works; the bundled stack runs on
 * plain Node, which learns TypeScript from tsx's hooks on the first handler it loads.
 */
async function importTypeScript(href: string): Promise<unknown> {
  try {
    return await import(href)
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error
    typeScriptHooks ??= import('tsx/esm/api').then(({ register }) => register())
    await typeScriptHooks
    // Node remembers the failed load of this URL: ask again under another one.
    return import(`${href}?typescript`)
  }
}

/**
 * Serves `api/<name>.ts` at `/api/<name>` with Vercel's `(req, res)` signature, so the app sees the
 * same same-origin endpoints locally as on Vercel. Files under `api/_lib` are not routes, as on Vercel.
 */
export function createFunctionsService(ctx: ServiceContext): Service {
  // What the handlers read on Vercel, pointed at this stack.
  process.env.SUPABASE_URL ??= ctx.config.apiUrl
  process.env.SUPABASE_ANON_KEY ??= ctx.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= ctx.config.serviceRoleKey
  // The mails to guests go to this stack's mail catcher, with links to the local app.
  process.env.SMTP_URL ??= `smtp://${ctx.config.host}:${ctx.config.smtpPort}`
  process.env.MAIL_FROM ??= 'Eventail <invitations@eventail.local>'
  process.env.VITE_PUBLIC_SITE_URL ??= 'http://localhost:5173'
  // The scheduler's secret (Vercel's CRON_SECRET; in Vault as cron_secret): made up per start.
  process.env.CRON_SECRET ??= randomBytes(24).toString('hex')
  // The database's schedule (Supabase Cron and pg_net, or their stand-ins) calls /api once migrated.
  let scheduler: Promise<Scheduler> | undefined

  const cache = new Map<string, Handler>()
  const load = async (name: string): Promise<Handler | undefined> => {
    if (cache.has(name)) return cache.get(name)
    const file = resolve(API_DIR, `${name}.ts`)
    if (!existsSync(file)) return undefined
    const mod = (await importTypeScript(pathToFileURL(file).href)) as { default?: Handler }
    if (typeof mod.default !== 'function') return undefined
    cache.set(name, mod.default)
    return mod.default
  }

  return {
    prefix: '/api',
    async afterMigrate() {
      scheduler ??= startScheduler({
        db: ctx.db,
        appUrl: ctx.config.apiUrl,
        cronSecret: process.env.CRON_SECRET!,
        log: ctx.log,
        run: ctx.config.crons,
      })
      await scheduler
    },
    async close() {
      await (await scheduler?.catch(() => undefined))?.stop()
    },
    async handle(req, res, url) {
      const match = HANDLER_NAME.exec(url.pathname)
      const handler = match ? await load(match[1]) : undefined
      if (!handler) return sendJson(res, 404, { error: 'NOT_FOUND', message: 'The page could not be found' })
      const [vreq, vres] = await toVercel(req, res, url)
      try {
        await handler(vreq, vres)
      } catch (error) {
        ctx.log(`api/${match![1]} failed: ${(error as Error).stack}`)
        if (!res.headersSent)
          sendJson(res, 500, { error: 'FUNCTION_INVOCATION_FAILED', message: 'A server error has occurred' })
        else res.end()
      }
    },
  }
}
