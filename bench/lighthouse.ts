import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve, join } from 'node:path'
import react from '@vitejs/plugin-react'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build } from 'vite'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { startBenchApp } from './bench-app.ts'

// LIGHTHOUSE_RUNS changes the number of rounds (each round runs every page once, in turn).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
// Ports of their own, so the bench runs beside the test stacks of other checkouts.
const PORT_OFFSET = Number(process.env.LIGHTHOUSE_PORT_OFFSET ?? 8060)
const APP_PORT = Number(process.env.LIGHTHOUSE_APP_PORT ?? 5297)
// A path the event-page function leaves alone (it has a dot), served as a file by the same server.
const FLOOR_PATH = '/bench-floor/index.html'
// LIGHTHOUSE_SAVE=<dir> keeps each page's last report there (its requests, its LCP trace), to see where bytes go.
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE

/** The pages, in the order each round runs them: the floor first, then the seed's guest pages. */
const PAGES = [
  { name: 'floor (React + one component)', path: FLOOR_PATH },
  { name: 'demo wedding (gifts, photos)', path: '/camille-et-alex' },
  { name: 'background image', path: '/noces-de-paul-et-marie' },
  { name: 'text only', path: '/trente-ans-de-lea' },
] as const

export interface LcpPhases {
  ttfbMs: number
  loadDelayMs: number
  loadTimeMs: number
  renderDelayMs: number
}

export interface LighthouseRun {
  score: number
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  /** Bytes transferred (Lighthouse's total byte weight), KB. */
  transferKb: number
  lcpElement: string
  phases: LcpPhases
}

export interface PageFigures {
  name: string
  url: string
  runs: LighthouseRun[]
  median: LighthouseRun
  /** Median LCP over the floor's median LCP in the same run. */
  lcpRatio: number
}

export interface LighthouseFigures {
  runsPerPage: number
  pages: PageFigures[]
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The floor page: React and one component, built as the app is built, into the app's own output. */
async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: resolve(PROJECT_ROOT, 'bench/floor'),
    base: '/bench-floor/',
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: join(outDir, 'bench-floor'), emptyOutDir: true, modulePreload: { polyfill: false } },
  })
}

interface Details {
  items?: { items?: Record<string, unknown>[] }[]
}

function lcpDetails(details: Details | undefined): { element: string; phases: LcpPhases } {
  const [elementTable, phaseTable] = details?.items ?? []
  const node = elementTable?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined
  const timing = (index: number) => Math.round(Number(phaseTable?.items?.[index]?.timing ?? 0))
  const label = node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '(none)'
  return {
    element: label,
    phases: { ttfbMs: timing(0), loadDelayMs: timing(1), loadTimeMs: timing(2), renderDelayMs: timing(3) },
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick))
  // The element of the run whose LCP is the median one.
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]
  return {
    score: of((r) => r.score),
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    fcpMs: of((r) => r.fcpMs),
    transferKb: of((r) => r.transferKb),
    lcpElement: middle.lcpElement,
    phases: {
      ttfbMs: of((r) => r.phases.ttfbMs),
      loadDelayMs: of((r) => r.phases.loadDelayMs),
      loadTimeMs: of((r) => r.phases.loadTimeMs),
      renderDelayMs: of((r) => r.phases.renderDelayMs),
    },
  }
}

/**
 * Lighthouse 12.8, mobile with simulated throttling (its defaults: a phone-sized screen), on the
 * production build served with the event-page function's HTML and the real RPC, in Debian's
 * Chromium. Each round runs the floor (a bare React page on the same server, with the same
 * compression) and the three guest pages of the seed in turn, so that the machine's drift hits
 * them all; the LCP ratio is each page's median over the floor's. Budgets (ARCHITECTURE.md):
 * LCP ≤ 1.25× the floor, CLS ≤ 0.02, TBT ≤ 100 ms, score ≥ 98, ≤ 150 KB transferred.
 */
export async function measureLighthouse(): Promise<LighthouseFigures> {
  const bench = await startBenchApp({ seed: true, portOffset: PORT_OFFSET, appPort: APP_PORT, beforeServe: buildFloor })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const runs = PAGES.map(() => [] as LighthouseRun[])
    for (let round = 0; round < RUNS; round++) {
      for (const [i, page] of PAGES.entries()) {
        const result = await lighthouse(`${bench.appUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          onlyCategories: ['performance'],
          logLevel: 'error',
        })
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true })
          writeFileSync(join(SAVE_DIR, `${page.path.replace(/\W+/g, '-')}.json`), JSON.stringify(result!.lhr))
        }
        const audits = result!.lhr.audits
        const lcp = lcpDetails(audits['largest-contentful-paint-element']?.details as Details | undefined)
        runs[i].push({
          score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
          cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
          fcpMs: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
          transferKb: Number(((audits['total-byte-weight'].numericValue ?? 0) / 1024).toFixed(1)),
          lcpElement: lcp.element,
          phases: lcp.phases,
        })
      }
    }
    const medians = runs.map(medianRun)
    return {
      runsPerPage: RUNS,
      pages: PAGES.map((page, i) => ({
        name: page.name,
        url: `${bench.appUrl}${page.path}`,
        runs: runs[i],
        median: medians[i],
        lcpRatio: Number((medians[i].lcpMs / medians[0].lcpMs).toFixed(2)),
      })),
    }
  } finally {
    chrome.kill()
    await bench.stop()
  }
}
