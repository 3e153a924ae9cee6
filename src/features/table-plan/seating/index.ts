/** The seating engine: the spec's greedy, the optimiser and the judge of an arrangement. */
export { greedySeating, type GreedyResult } from './greedy'
export { compareMetrics, seatingMetrics } from './metrics'
export {
  defaultSteps,
  optimiseSeating,
  SeatingOptimisation,
  type OptimiseOptions,
  type OptimiseResult,
} from './optimise'
export { runOptimiser, type OptimiserOutcome, type RunOptimiserOptions } from './run-optimiser'
export type * from './types'
