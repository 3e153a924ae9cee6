import { build } from 'esbuild'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'
import { bellowsPeterson } from './bellows-peterson.ts'
import { generatedEvent } from './generated.ts'

type Seating = typeof import('../../src/features/table-plan/seating/index.ts')

/**
 * The optimiser as the browser runs it: bundled and minified by esbuild (as Vite does), not
 * through tsx, whose name-keeping wrappers would slow its hot loop.
 */
async function loadBundled(): Promise<Seating> {
  const dir = mkdtempSync(join(tmpdir(), 'eventail-seating-'))
  const outfile = join(dir, 'seating.mjs')
  await build({
    entryPoints: [resolve(PROJECT_ROOT, 'src/features/table-plan/seating/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'silent',
  })
  const module = (await import(pathToFileURL(outfile).href)) as Seating
  rmSync(dir, { recursive: true, force: true })
  return module
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const ms = (start: number) => Math.round((performance.now() - start) * 10) / 10

export interface SeatingFigures {
  greedy500Ms: number
  bellowsPeterson: { instance: string; optimum: number; greedy: number; optimiser: number; ms: number }[]
  generated: {
    guests: number
    greedy: number
    optimiser: number
    ms: number
    longBest: number
    longSeconds: number
    gapPercent: number
  }[]
  /**
   * Optimise as the screen runs it: improving an arrangement already on the tables (the spec's
   * greedy one) with every tenth seated person's seat locked.
   */
  improving: { guests: number; locked: number; start: number; optimiser: number; ms: number; locksKept: boolean }[]
}

/**
 * Seating figures (ARCHITECTURE budgets): the spec's greedy on 500 guests, the optimiser on the
 * public instance with proven optima, and on generated events against its own long-run best.
 */
export async function measureSeating(longSeconds: number): Promise<SeatingFigures> {
  const { greedySeating, optimiseSeating, seatingMetrics, defaultSteps } = await loadBundled()
  const big = generatedEvent(500)
  for (let i = 0; i < 20; i++) greedySeating(big.people, big.tables)
  const greedyTimes = Array.from({ length: 50 }, () => {
    const start = performance.now()
    greedySeating(big.people, big.tables)
    return performance.now() - start
  })

  const bp = (bellowsPeterson() ?? []).map(({ label, input, optimum }) => {
    optimiseSeating(input, { seed: 99 }) // warm-up: the first run also compiles
    const start = performance.now()
    const result = optimiseSeating(input, { seed: 1 })
    const greedy = seatingMetrics(input, greedySeating(input.people, input.tables))
    return { instance: label, optimum, greedy: greedy.weight, optimiser: result.metrics.weight, ms: ms(start) }
  })

  const generated = [107, 300, 500].map((guests) => {
    const input = generatedEvent(guests)
    const start = performance.now()
    const result = optimiseSeating(input, { seed: 1 })
    const time = ms(start)
    // The long run: fresh seeds with a schedule four times as long, for `longSeconds`.
    const steps = 4 * defaultSteps(new Set(input.people.map((p) => p.group)).size)
    let longBest = result.metrics.weight
    const longStart = performance.now()
    for (let seed = 2; performance.now() - longStart < longSeconds * 1000; seed++)
      longBest = Math.max(longBest, optimiseSeating(input, { seed, steps }).metrics.weight)
    return {
      guests,
      greedy: seatingMetrics(input, greedySeating(input.people, input.tables)).weight,
      optimiser: result.metrics.weight,
      ms: time,
      longBest,
      longSeconds,
      gapPercent: Math.round(((longBest - result.metrics.weight) / longBest) * 1000) / 10,
    }
  })
  const improving = [107, 300, 500].map((guests) => {
    const input = generatedEvent(guests)
    const initial = greedySeating(input.people, input.tables)
    const locked = Object.values(initial.seats)
      .flat()
      .filter((_, i) => i % 10 === 0)
    const start = performance.now()
    const result = optimiseSeating(input, { seed: 1, initial, locked })
    const time = ms(start)
    const tableOf = (seats: Record<string, string[]>, id: string) =>
      Object.keys(seats).find((t) => seats[t].includes(id))
    return {
      guests,
      locked: locked.length,
      start: seatingMetrics(input, initial).weight,
      optimiser: result.metrics.weight,
      ms: time,
      locksKept: locked.every((id) => tableOf(result.seats, id) === tableOf(initial.seats, id)),
    }
  })
  return { greedy500Ms: Math.round(median(greedyTimes) * 100) / 100, bellowsPeterson: bp, generated, improving }
}
