import type { OptimiseResult } from './optimise'
import type { Arrangement, SeatingInput, SeatingMetrics } from './types'

/** Messages between the table plan screen and the optimiser's worker. */
export type OptimiserRequest =
  { type: 'start'; input: SeatingInput; seed: number; initial?: Arrangement; locked?: string[] } | { type: 'stop' }

export type OptimiserResponse =
  | { type: 'progress'; fraction: number; metrics: SeatingMetrics }
  | { type: 'done'; result: OptimiseResult; stopped: boolean }
  | { type: 'error'; message: string }
