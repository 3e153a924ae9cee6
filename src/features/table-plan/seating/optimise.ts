import { greedySeating } from './greedy'
import { seatingMetrics } from './metrics'
import { buildProblem } from './problem'
import { SeatingSearch } from './search'
import type { Arrangement, SeatingInput, SeatingMetrics, Seats } from './types'

export interface OptimiseOptions {
  /** Same seed, same input: same arrangement. */
  seed?: number
  /** Length of the annealing schedule; the default scales with the number of parties. */
  steps?: number
  /** Where to start; the spec's greedy arrangement by default. */
  initial?: Arrangement
}

export interface OptimiseResult extends Arrangement {
  metrics: SeatingMetrics
  /** The starting arrangement's metrics, to show what the optimiser gained. */
  initialMetrics: SeatingMetrics
}

/**
 * Schedule length: quadratic in the number of parties while plans are small (a party has more
 * tables and partners to try), linear past 90 parties, so 500 guests settle in well under a second.
 */
export function defaultSteps(parties: number): number {
  return Math.min(2_500_000, Math.max(30_000, 150 * parties * Math.min(parties, 90)))
}

/**
 * A prepared optimisation that can run in slices (the worker yields between them to report
 * progress and hear Stop), and be read at any point.
 */
export class SeatingOptimisation {
  readonly total: number
  private done = 0
  private readonly search: SeatingSearch
  private readonly input: SeatingInput
  private readonly initial: Arrangement

  constructor(input: SeatingInput, options: OptimiseOptions = {}) {
    this.input = input
    this.initial = options.initial ?? greedySeating(input.people, input.tables)
    const problem = buildProblem(input, this.initial)
    this.search = new SeatingSearch(problem, options.seed ?? 1)
    this.total = options.steps ?? defaultSteps(problem.units.length)
  }

  /** Runs up to `steps` more steps; returns the fraction of the schedule done. */
  advance(steps: number): number {
    const count = Math.min(steps, this.total - this.done)
    if (count > 0) this.search.run(this.done, count, this.total)
    this.done += count
    return this.total ? this.done / this.total : 1
  }

  get finished(): boolean {
    return this.done >= this.total
  }

  /** The best arrangement found so far, with its metrics. */
  result(): OptimiseResult {
    const { problem } = this.search
    const tables = this.search.bestTables()
    const seats: Seats = Object.fromEntries(problem.tableIds.map((id) => [id, [] as string[]]))
    const unseated: string[] = []
    problem.units.forEach((members, u) => {
      const ids = Array.from(members, (p) => problem.personIds[p])
      if (tables[u] === problem.tableCount) unseated.push(...ids)
      else seats[problem.tableIds[tables[u]]].push(...ids)
    })
    const arrangement = { seats, unseated }
    return {
      ...arrangement,
      metrics: seatingMetrics(this.input, arrangement),
      initialMetrics: seatingMetrics(this.input, this.initial),
    }
  }
}

/** Runs the whole schedule at once (tests, benchmarks; the screen uses the worker). */
export function optimiseSeating(input: SeatingInput, options: OptimiseOptions = {}): OptimiseResult {
  const run = new SeatingOptimisation(input, options)
  run.advance(run.total)
  return run.result()
}
