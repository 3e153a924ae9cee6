import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { startBenchApp } from './bench-app.ts'

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
  const bench = await startBenchApp({ seed: true })
  const set = await fetch(`${bench.apiUrl}/rest/v1/events?id=eq.${WEDDING}`, {
    method: 'PATCH',
    headers: {
      apikey: bench.serviceRoleKey,
      Authorization: `Bearer ${bench.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ websiteSettings: { theme: 'light', titleFont: 'alex-brush', bg_image: BACKGROUND } }),
  })
  if (!set.ok) throw new Error(`setting the background: ${set.status}`)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const url = `${bench.appUrl}/camille-et-alex`
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
    await bench.stop()
  }
}
