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
  /**
   * The arrangement to improve (the one on screen). Who it leaves without a seat is first seated
   * by the spec's greedy around it; without it, the search starts from the greedy arrangement.
   */
  initial?: Arrangement
  /** People whose table in `initial` must not change (seats the organiser locked). */
  locked?: readonly string[]
}

export interface OptimiseResult extends Arrangement {
  metrics: SeatingMetrics
  /** The given arrangement's metrics (the greedy one's without it), to show what was gained. */
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
    const locked = new Set(options.locked)
    const start = greedySeating(
      input.people,
      input.tables,
      options.initial ? keptSeats(input, options.initial, locked) : undefined,
    )
    this.initial = options.initial ?? start
    const problem = buildProblem(input, start, locked)
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

/**
 * The seats of `initial` the search can start from: people of the input at tables of the input,
 * once each; a table over capacity loses its last unlocked people until they fit (they are then
 * seated again like anyone without a seat).
 */
function keptSeats(input: SeatingInput, initial: Arrangement, locked: ReadonlySet<string>): Seats {
  const known = new Set(input.people.map((p) => p.id))
  const seen = new Set<string>()
  const kept: Seats = {}
  for (const table of input.tables) {
    const here = (initial.seats[table.id] ?? []).filter((id) => known.has(id) && !seen.has(id) && seen.add(id))
    let extra = here.length - Math.max(0, Math.floor(table.seats))
    for (let i = here.length - 1; i >= 0 && extra > 0; i--) {
      if (locked.has(here[i])) continue
      here.splice(i, 1)
      extra--
    }
    kept[table.id] = here
  }
  return kept
}

/** Runs the whole schedule at once (tests, benchmarks; the screen uses the worker). */
export function optimiseSeating(input: SeatingInput, options: OptimiseOptions = {}): OptimiseResult {
  const run = new SeatingOptimisation(input, options)
  run.advance(run.total)
  return run.result()
}
