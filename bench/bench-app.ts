import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { build, preview } from 'vite'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { startStack } from '../supabase/local/stack.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

// The default ports; a bench that may run beside another passes its own (the drag bench does).
const PORT_OFFSET = 7700
const APP_PORT = 4997

export interface BenchAppOptions {
  seed?: boolean
  portOffset?: number
  appPort?: number
  /** Runs after the app's build, before the server starts: another page to serve beside it. */
  beforeServe?: (outDir: string) => Promise<void>
}

/** The organiser's event: any columns of events (an untitled 'other' event by default). */
type EventFields = Record<string, unknown>

export interface BenchApp {
  apiUrl: string
  serviceRoleKey: string
  browser: Browser
  appUrl: string
  api<T>(path: string, body: unknown): Promise<T>
  /** A new organiser with an event of their own, signed in on a new page. */
  organiser(
    email: string,
    event?: EventFields,
    viewport?: { width: number; height: number },
  ): Promise<{ page: Page; userId: string; eventId: string }>
  stop(): Promise<void>
}

/**
 * The production build against a fresh local stack (unseeded unless asked), in Debian's Chromium:
 * what the image, guests, drag and Lighthouse benches measure.
 */
export async function startBenchApp(options: BenchAppOptions = {}): Promise<BenchApp> {
  const portOffset = options.portOffset ?? PORT_OFFSET
  const appPort = options.appPort ?? APP_PORT
  const work = mkdtempSync(join(tmpdir(), 'eventail-images-'))
  const stack = await startStack({
    portOffset,
    dataDir: join(work, 'db'),
    storageDir: join(work, 'storage'),
    seed: options.seed ?? false,
    quiet: true,
    auth: { siteUrl: `http://127.0.0.1:${appPort}` },
  })
  const { apiUrl, serviceRoleKey } = stack.config
  const appUrl = `http://127.0.0.1:${appPort}`
  Object.assign(process.env, {
    VITE_SUPABASE_URL: apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
    VITE_PUBLIC_SITE_URL: appUrl,
  })
  const configFile = resolve(PROJECT_ROOT, 'vite.config.ts')
  const outDir = join(work, 'dist')
  await build({ configFile, logLevel: 'error', build: { outDir } })
  await options.beforeServe?.(outDir)
  const app = await preview({
    configFile,
    build: { outDir },
    preview: { host: '127.0.0.1', port: appPort, strictPort: true },
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

  async function api<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  return {
    apiUrl,
    serviceRoleKey,
    browser,
    appUrl,
    api,
    async organiser(email, fields = { type: 'other', person: 'Bench' }, viewport = { width: 1280, height: 900 }) {
      const user = await api<{ id: string }>('/auth/v1/admin/users', {
        email,
        email_confirm: true,
        user_metadata: { name: { first: 'Bench', last: 'Mark' } },
      })
      const [event] = await api<{ id: string }[]>('/rest/v1/events', { ...fields, user_id: user.id })
      const link = await api<{ action_link: string }>('/auth/v1/admin/generate_link', {
        type: 'magiclink',
        email,
        redirect_to: `${appUrl}/auth/callback`,
      })
      const page = await browser.newPage({ viewport })
      await page.goto(link.action_link)
      await page.waitForURL(/\/admin\/?$/)
      return { page, userId: user.id, eventId: event.id }
    },
    async stop() {
      await browser.close()
      await new Promise<void>((done) => app.httpServer.close(() => done()))
      await stack.stop()
      rmSync(work, { recursive: true, force: true })
    },
  }
}
