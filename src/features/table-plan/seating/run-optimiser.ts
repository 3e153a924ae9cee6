import type { OptimiseResult } from './optimise'
import type { Arrangement, SeatingInput, SeatingMetrics } from './types'
import type { OptimiserRequest, OptimiserResponse } from './worker-protocol'

export interface RunOptimiserOptions {
  seed?: number
  initial?: Arrangement
  locked?: string[]
  /** 0–1 and the best arrangement's metrics so far, several times a second. */
  onProgress?: (fraction: number, metrics: SeatingMetrics) => void
  /** Aborting stops the search; the promise then resolves with the best arrangement found. */
  signal?: AbortSignal
}

export interface OptimiserOutcome {
  result: OptimiseResult
  stopped: boolean
}

/**
 * Runs the optimiser in its own worker (loaded only now, so the table plan screen's chunk does not
 * carry it) and ends the worker when done.
 */
export function runOptimiser(input: SeatingInput, options: RunOptimiserOptions = {}): Promise<OptimiserOutcome> {
  const worker = new Worker(new URL('./optimiser.worker.ts', import.meta.url), { type: 'module' })
  const send = (request: OptimiserRequest) => worker.postMessage(request)
  return new Promise<OptimiserOutcome>((resolve, reject) => {
    const stop = () => send({ type: 'stop' })
    const finish = () => {
      options.signal?.removeEventListener('abort', stop)
      worker.terminate()
    }
    worker.addEventListener('message', (event: MessageEvent<OptimiserResponse>) => {
      const message = event.data
      if (message.type === 'progress') options.onProgress?.(message.fraction, message.metrics)
      else if (message.type === 'done') {
        finish()
        resolve({ result: message.result, stopped: message.stopped })
      } else {
        finish()
        reject(new Error(message.message))
      }
    })
    worker.addEventListener('error', (event) => {
      finish()
      reject(new Error(event.message || 'The seating optimiser failed to start'))
    })
    options.signal?.addEventListener('abort', stop, { once: true })
    send({ type: 'start', input, seed: options.seed ?? 1, initial: options.initial, locked: options.locked })
    if (options.signal?.aborted) stop()
  })
}
