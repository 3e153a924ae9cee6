import { useCallback, useRef, useState } from 'react'
import { toast } from '@/lib/toast'
import type { PlanTable } from './plan-model'
import type { PlanAction } from './plan-reducer'
import type { PlanPerson } from './people'
import { seatingInput, type SeatingRules } from './rules'
import { greedySeating } from './seating/greedy'
import { splitParties, splitWarning } from './split-parties'

export interface OptimiserRun {
  fraction: number
  stop: () => void
}

/**
 * Generate (the spec's greedy) and Optimise (the optimiser in its worker, with progress and Stop),
 * both ending in one 'arrange' of the whole plan and a warning naming any split party.
 */
export function useArrangement(
  people: readonly PlanPerson[],
  tables: readonly PlanTable[],
  rules: SeatingRules,
  dispatch: (action: PlanAction) => void,
) {
  const [run, setRun] = useState<OptimiserRun | null>(null)
  const controller = useRef<AbortController | null>(null)

  const finish = useCallback(
    (seats: Record<string, string[]>, summary: string) => {
      dispatch({ type: 'arrange', seats })
      const split = splitParties(seats, people)
      if (split.length) toast.warning(splitWarning(split))
      else toast.success(summary)
    },
    [dispatch, people],
  )

  const generate = useCallback(() => {
    const input = seatingInput(people, tables, rules)
    const result = greedySeating(input.people, input.tables)
    finish(result.seats, 'Tables arranged.')
  }, [finish, people, rules, tables])

  const optimise = useCallback(async () => {
    const abort = new AbortController()
    controller.current = abort
    setRun({ fraction: 0, stop: () => abort.abort() })
    try {
      // The optimiser and its worker load only when asked for.
      const { runOptimiser } = await import('./seating/run-optimiser')
      const { result, stopped } = await runOptimiser(seatingInput(people, tables, rules), {
        signal: abort.signal,
        onProgress: (fraction) => setRun((current) => current && { ...current, fraction }),
      })
      const { apartViolations, weight } = result.metrics
      if (apartViolations)
        toast.warning(`${apartViolations} kept-apart pair(s) could not be separated with these tables.`)
      const done = stopped ? 'Stopped. Best arrangement so far' : 'Optimised'
      finish(
        result.seats,
        weight > 0 ? `${done}: wishes worth ${weight} met.` : `${done}: every party seated together.`,
      )
    } catch (error) {
      toast.error('The optimiser failed', { description: error instanceof Error ? error.message : String(error) })
    } finally {
      controller.current = null
      setRun(null)
    }
  }, [finish, people, rules, tables])

  return { generate, optimise, run }
}
