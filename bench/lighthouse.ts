import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build, preview } from 'vite'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { startStack } from '../supabase/local/stack.ts'

const PORT_OFFSET = 7900
const APP_PORT = 4995
const RUNS = 3
const WEDDING = 'e1000000-0000-4000-8000-000000000001'
// One of the demo wedding's own files, as its background (the seed has none).
const BACKGROUND = `a1000000-0000-4000-8000-000000000001/${WEDDING}/gifts/1764000000000-honeymoon.webp`

export interface LighthouseRun {
  score: number
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
}

export interface LighthouseFigures {
  url: string
  runs: LighthouseRun[]
  median: LighthouseRun
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Lighthouse 12.8, mobile with simulated throttling (its defaults), on the production build of
 * the seeded wedding's public page with a background image and a title font, in Debian's
 * Chromium. Budgets (ARCHITECTURE.md): LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 100 ms, score ≥ 98.
 */
export async function measureLighthouse(): Promise<LighthouseFigures> {
  const work = mkdtempSync(join(tmpdir(), 'eventail-lighthouse-'))
  const stack = await startStack({
    portOffset: PORT_OFFSET,
    dataDir: join(work, 'db'),
    storageDir: join(work, 'storage'),
    seed: true,
    quiet: true,
  })
  const { apiUrl, serviceRoleKey } = stack.config
  const set = await fetch(`${apiUrl}/rest/v1/events?id=eq.${WEDDING}`, {
    method: 'PATCH',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ websiteSettings: { theme: 'light', titleFont: 'alex-brush', bg_image: BACKGROUND } }),
  })
  if (!set.ok) throw new Error(`setting the background: ${set.status}`)
  const appUrl = `http://127.0.0.1:${APP_PORT}`
  Object.assign(process.env, {
    VITE_SUPABASE_URL: apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
    VITE_PUBLIC_SITE_URL: appUrl,
  })
  const configFile = resolve(PROJECT_ROOT, 'vite.config.ts')
  const outDir = join(work, 'dist')
  await build({ configFile, logLevel: 'error', build: { outDir } })
  const app = await preview({
    configFile,
    build: { outDir },
    preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
  })
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const url = `${appUrl}/camille-et-alex`
  try {
    const runs: LighthouseRun[] = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      const audits = result!.lhr.audits
      runs.push({
        score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
      })
    }
    return {
      url,
      runs,
      median: {
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
      },
    }
  } finally {
    chrome.kill()
    await new Promise<void>((done) => app.httpServer.close(() => done()))
    await stack.stop()
    rmSync(work, { recursive: true, force: true })
  }
}
