import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { build, preview } from 'vite'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'
import { startStack } from '../../supabase/local/stack.ts'

const PORT_OFFSET = 7500
const APP_PORT = 4999

export interface DragFigures {
  people: number
  tables: number
  drags: number
  longTasks: number
  /** The longest task over 50 ms (the Long Tasks API reports no shorter ones); 0 when none. */
  longestTaskMs: number
  /** Long tasks counted so far after each drag: tells whether they come with the first drag only. */
  afterEachDrag: number[]
}

async function api<T>(url: string, key: string, body: unknown, method = 'POST'): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * Dragging on a big plan (issue: 300 guests on 30 tables stays fluid): the production build in
 * Debian's Chromium, long tasks recorded by PerformanceObserver while the mouse drags people
 * across the tables. Reports how many tasks went over 50 ms and the longest.
 */
export async function measureDrag(): Promise<DragFigures> {
  const work = mkdtempSync(join(tmpdir(), 'eventail-drag-'))
  const stack = await startStack({
    portOffset: PORT_OFFSET,
    dataDir: join(work, 'db'),
    storageDir: join(work, 'storage'),
    seed: false,
    quiet: true,
    auth: { siteUrl: `http://127.0.0.1:${APP_PORT}` },
  })
  const { apiUrl, serviceRoleKey } = stack.config
  Object.assign(process.env, {
    VITE_SUPABASE_URL: apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
    VITE_PUBLIC_SITE_URL: `http://127.0.0.1:${APP_PORT}`,
  })
  const configFile = resolve(PROJECT_ROOT, 'vite.config.ts')
  const outDir = join(work, 'dist')
  await build({ configFile, logLevel: 'error', build: { outDir } })
  const app = await preview({
    configFile,
    build: { outDir },
    preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
  })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  try {
    const email = 'drag-bench@eventail.test'
    const user = await api<{ id: string }>(`${apiUrl}/auth/v1/admin/users`, serviceRoleKey, {
      email,
      email_confirm: true,
      user_metadata: { name: { first: 'Bench', last: 'Mark' } },
    })
    const [event] = await api<{ id: string }[]>(`${apiUrl}/rest/v1/events`, serviceRoleKey, {
      type: 'wedding',
      spouse1: 'Ada',
      spouse2: 'Bo',
      user_id: user.id,
    })
    // 150 guests with an adult plus-one each: 300 people, seated ten to a table on 30 tables.
    const guests = Array.from({ length: 150 }, (_, i) => ({
      event_id: event.id,
      name: `Guest ${String(i).padStart(3, '0')}`,
      status: 'confirmed',
      plus_ones: [{ name: `Partner ${String(i).padStart(3, '0')}`, age: 'adult', vegetarian: i % 7 === 0 }],
    }))
    await api(`${apiUrl}/rest/v1/guests`, serviceRoleKey, guests)
    const tables = Object.fromEntries(
      Array.from({ length: 30 }, (_, t) => [
        String(t + 1),
        {
          name: `Table ${t + 1}`,
          seats: 10,
          guests: guests.slice(t * 5, t * 5 + 5).flatMap((g) => [g.name, g.plus_ones[0].name]),
        },
      ]),
    )
    await api(`${apiUrl}/rest/v1/table_plans`, serviceRoleKey, { event_id: event.id, tables })
    const link = await api<{ action_link: string }>(`${apiUrl}/auth/v1/admin/generate_link`, serviceRoleKey, {
      type: 'magiclink',
      email,
      redirect_to: `http://127.0.0.1:${APP_PORT}/auth/callback`,
    })

    const page = await browser.newPage({ viewport: { width: 1440, height: 2600 } })
    await page.goto(link.action_link)
    await page.waitForURL(/\/admin\/?$/)
    await page.goto(`http://127.0.0.1:${APP_PORT}/admin/event/${event.id}/table-plan`)
    await page.getByRole('region', { name: 'Table 30', exact: true }).waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] }
      w.longTasks = []
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
      })
    })
    // Tables 1–6 to tables 18–13: all on screen (the window is tall), dragged over the rows between.
    const drags = 6
    const perDrag: number[] = []
    for (let i = 0; i < drags; i++) {
      const chip = page
        .getByRole('region', { name: `Table ${i + 1}`, exact: true })
        .getByRole('button', { name: /^Guest/ })
        .first()
      const target = page.getByRole('region', { name: `Table ${18 - i}`, exact: true })
      const from = await chip.boundingBox()
      const to = await target.boundingBox()
      if (!from || !to) throw new Error('the plan is not laid out')
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
      await page.mouse.down()
      // Across the whole grid, over many tables, as a person looking for the right one does.
      await page.mouse.move(from.x + 40, from.y + 40, { steps: 5 })
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 60 })
      await page.mouse.up()
      perDrag.push(await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length))
    }
    // Each drag must have moved someone, or the figure would measure nothing.
    for (let i = 0; i < drags; i++) {
      const seated = page.getByRole('list', { name: `Seated at Table ${18 - i}`, exact: true }).getByRole('button')
      if ((await seated.count()) !== 11) throw new Error(`the drag onto Table ${18 - i} did not land`)
    }
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
    return {
      people: 300,
      tables: 30,
      drags,
      longTasks: longTasks.filter((d) => d > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      afterEachDrag: perDrag,
    }
  } finally {
    await browser.close()
    await new Promise<void>((done) => app.httpServer.close(() => done()))
    await stack.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
