import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { build, preview } from 'vite'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'
import { startStack } from '../../supabase/local/stack.ts'

// Overridable so the bench never collides with a stack or app already running on this machine.
const PORT_OFFSET = Number(process.env.GUESTS_BENCH_PORT_OFFSET ?? 8000)
const APP_PORT = Number(process.env.GUESTS_BENCH_APP_PORT ?? 5690)

export interface FilterFigures {
  guests: number
  keystrokes: number
  longTasks: number
  /** The longest task over 50 ms (the Long Tasks API reports no shorter ones); 0 when none. */
  longestTaskMs: number
  /** Long tasks per phase: typing terms, erasing them, switching the status filter. */
  byPhase: Record<string, number>
}

async function api<T>(url: string, key: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
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

const FIRST = ['Jean', 'Marie', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Inès', 'Jules', 'Zoé', 'Émile', 'Anna', 'Paul']
const LAST = ['Dupont', 'Lefèvre', 'Martin', 'Bernard', 'Petit', 'Durand', 'Moreau', 'Girard', 'Roux', 'Fontaine']
const STATUSES = ['pending', 'confirmed', 'declined'] as const

/**
 * The guests list with 1,000 guests (issue 9 §6): the production build in Debian's Chromium, long
 * tasks recorded by PerformanceObserver while a person types search terms one key at a time,
 * erases them (the list growing back to 1,000 rows), and switches the status filter.
 */
export async function measureGuestFilter(): Promise<FilterFigures> {
  const work = mkdtempSync(join(tmpdir(), 'eventail-guests-'))
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
    const email = 'guests-bench@eventail.test'
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
    const count = 1000
    const guests = Array.from({ length: count }, (_, i) => {
      const last = LAST[i % LAST.length]
      return {
        event_id: event.id,
        name: `${FIRST[i % FIRST.length]} ${last} ${String(i).padStart(4, '0')}`,
        email: i % 3 === 0 ? `guest${i}@example.fr` : null,
        status: STATUSES[i % 3],
        comment: i % 5 === 0 ? 'Près de la piste de danse' : null,
        plus_ones:
          i % 2 === 0
            ? [
                { name: `${FIRST[(i + 3) % FIRST.length]} ${last}`, age: 'adult', vegetarian: i % 4 === 0 },
                ...(i % 6 === 0 ? [{ name: `Petit ${last}`, age: 'kid', vegetarian: false }] : []),
              ]
            : [],
      }
    })
    await api(`${apiUrl}/rest/v1/guests`, serviceRoleKey, guests)
    const link = await api<{ action_link: string }>(`${apiUrl}/auth/v1/admin/generate_link`, serviceRoleKey, {
      type: 'magiclink',
      email,
      redirect_to: `http://127.0.0.1:${APP_PORT}/auth/callback`,
    })

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(link.action_link)
    await page.waitForURL(/\/admin\/?$/)
    await page.goto(`http://127.0.0.1:${APP_PORT}/admin/event/${event.id}/guests`)
    await page.getByText(`${count} guests`, { exact: true }).waitFor()
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] }
      w.longTasks = []
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
        type: 'longtask',
      })
    })
    const tasks = () => page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.length)
    const byPhase: Record<string, number> = {}
    const search = page.getByRole('searchbox', { name: 'Search guests' })
    await search.click()
    let keystrokes = 0
    // A person's typing pace: each key lands after the previous one has been shown.
    for (const term of ['marie', 'lefevre 01', 'zoé martin']) {
      const before = await tasks()
      await page.keyboard.type(term, { delay: 120 })
      keystrokes += term.length
      // The list must have followed the typing, or the figure would measure nothing.
      await page.getByText(new RegExp(`^\\d+ of ${count} guests shown$`)).waitFor()
      byPhase[`type "${term}"`] = (await tasks()) - before
      const erase = await tasks()
      for (let i = 0; i < term.length; i++) {
        await page.keyboard.press('Backspace', { delay: 20 })
        await page.waitForTimeout(100)
      }
      keystrokes += term.length
      await page.getByText(`${count} guests`, { exact: true }).waitFor()
      byPhase[`erase "${term}"`] = (await tasks()) - erase
    }
    const filter = page.getByLabel('Filter by status')
    const beforeFilter = await tasks()
    for (const status of ['confirmed', 'declined', 'pending', 'all']) {
      await filter.selectOption(status)
      await page.waitForTimeout(200)
    }
    await page.getByText(`${count} guests`, { exact: true }).waitFor()
    byPhase['status filter'] = (await tasks()) - beforeFilter
    const longTasks = await page.evaluate(() => [...(window as unknown as { longTasks: number[] }).longTasks])
    // Calibration: a 70 ms task must be seen, or "no long task" would only mean a deaf observer.
    await page.evaluate(() =>
      setTimeout(() => {
        const end = performance.now() + 70
        while (performance.now() < end);
      }, 0),
    )
    await page
      .waitForFunction(
        (seen) => (window as unknown as { longTasks: number[] }).longTasks.length > seen,
        longTasks.length,
        {
          timeout: 5000,
        },
      )
      .catch(() => {
        throw new Error('the long task observer saw no 70 ms task: the figures would be meaningless')
      })
    return {
      guests: count,
      keystrokes,
      longTasks: longTasks.filter((d) => d > 50).length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      byPhase,
    }
  } finally {
    await browser.close()
    await new Promise<void>((done) => app.httpServer.close(() => done()))
    await stack.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
