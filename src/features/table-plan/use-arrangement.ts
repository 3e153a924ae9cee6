import { useCallback, useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import type { PlanTable } from './plan-model'
import type { PlanAction } from './plan-reducer'
import type { PlanPerson } from './people'
import { seatingInput, type SeatingRules } from './rules'
import { compareMetrics } from './seating/metrics'
import type { Seats } from './seating/types'
import { splitParties, splitWarning } from './split-parties'

export interface OptimiserRun {
  fraction: number
  stop: () => void
}

const seatsOf = (tables: readonly PlanTable[], keep: (key: string) => boolean): Seats =>
  Object.fromEntries(tables.map((t) => [t.id, t.people.filter(keep)]))

/**
 * Generate (the spec's greedy around the locked seats) and Optimise (the optimiser in its worker,
 * improving the arrangement on screen with the locked seats fixed, with progress and Stop), both
 * ending in one 'arrange' of the whole plan and a warning naming any split party.
 */
export function useArrangement(
  people: readonly PlanPerson[],
  tables: readonly PlanTable[],
  rules: SeatingRules,
  withParents: readonly string[],
  locked: readonly string[],
  dispatch: (action: PlanAction) => void,
) {
  const [run, setRun] = useState<OptimiserRun | null>(null)
  const controller = useRef<AbortController | null>(null)

  const finish = useCallback(
    (seats: Record<string, string[]>, summary: string) => {
      dispatch({ type: 'arrange', seats })
      const split = splitParties(seats, people, new Set(withParents))
      if (split.length) toast.warning(splitWarning(split))
      else toast.success(summary)
    },
    [dispatch, people, withParents],
  )

  const generate = useCallback(async () => {
    // The spec's greedy loads when first asked for, as the optimiser does.
    const { greedySeating } = await import('./seating/greedy')
    const input = seatingInput(people, tables, rules, new Set(withParents))
    const isLocked = new Set(locked)
    const result = greedySeating(
      input.people,
      input.tables,
      seatsOf(tables, (key) => isLocked.has(key)),
    )
    finish(result.seats, 'Tables arranged.')
  }, [finish, locked, people, rules, tables, withParents])

  const optimise = useCallback(async () => {
    const abort = new AbortController()
    controller.current = abort
    setRun({ fraction: 0, stop: () => abort.abort() })
    try {
      // The optimiser and its worker load only when asked for.
      const { runOptimiser } = await import('./seating/run-optimiser')
      const { result, stopped } = await runOptimiser(seatingInput(people, tables, rules, new Set(withParents)), {
        initial: { seats: seatsOf(tables, () => true), unseated: [] },
        locked: [...locked],
        signal: abort.signal,
        onProgress: (fraction) => setRun((current) => current && { ...current, fraction }),
      })
      const { apartViolations, weight } = result.metrics
      if (apartViolations)
        toast.warning(`${apartViolations} kept-apart pair(s) could not be separated with these tables.`)
      const done = stopped ? 'Stopped. Best arrangement so far' : 'Optimised'
      const improved = compareMetrics(result.metrics, result.initialMetrics) < 0
      finish(
        result.seats,
        !improved
          ? `${done}: no better arrangement found.`
          : weight > 0
            ? `${done}: wishes worth ${weight} met.`
            : `${done}: every party seated together.`,
      )
    } catch (error) {
      toast.error('The optimiser failed', { description: error instanceof Error ? error.message : String(error) })
    } finally {
      controller.current = null
      setRun(null)
    }
  }, [finish, locked, people, rules, tables, withParents])

  return { generate, optimise, run }
}
