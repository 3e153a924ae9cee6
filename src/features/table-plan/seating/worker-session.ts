import { SeatingOptimisation } from './optimise'
import type { OptimiserRequest, OptimiserResponse } from './worker-protocol'

/** Steps between two progress reports: a few milliseconds of work, so Stop answers at once. */
export const SLICE_STEPS = 20_000

/**
 * The worker's logic without the worker: runs the optimisation in slices, reports progress after
 * each, and yields between slices (through `pause`) so that a Stop message can arrive. Stop ends
 * the run with the best arrangement found so far.
 */
export function createOptimiserSession(post: (message: OptimiserResponse) => void, pause: () => Promise<void>) {
  let stopRequested = false
  let running = false

  async function run(request: Extract<OptimiserRequest, { type: 'start' }>) {
    running = true
    stopRequested = false
    try {
      const optimisation = new SeatingOptimisation(request.input, {
        seed: request.seed,
        initial: request.initial,
        locked: request.locked,
      })
      while (!optimisation.finished && !stopRequested) {
        const fraction = optimisation.advance(SLICE_STEPS)
        post({ type: 'progress', fraction, metrics: optimisation.result().metrics })
        await pause()
      }
      post({ type: 'done', result: optimisation.result(), stopped: !optimisation.finished })
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
    } finally {
      running = false
    }
  }

  return {
    handle(request: OptimiserRequest): Promise<void> | undefined {
      if (request.type === 'stop') {
        stopRequested = true
        return undefined
      }
      if (running) {
        post({ type: 'error', message: 'An optimisation is already running' })
        return undefined
      }
      return run(request)
    },
  }
}
