/// <reference lib="webworker" />
import { createOptimiserSession } from './worker-session'
import type { OptimiserRequest } from './worker-protocol'

/*
 * The seating optimiser off the main thread: the screen stays responsive (drag, scroll, Stop)
 * while it searches. A message channel tick yields between slices, faster than setTimeout.
 */
declare const self: DedicatedWorkerGlobalScope

const channel = new MessageChannel()
const waiting: (() => void)[] = []
channel.port1.onmessage = () => waiting.shift()?.()
const pause = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve)
    channel.port2.postMessage(null)
  })

const session = createOptimiserSession((message) => self.postMessage(message), pause)
self.addEventListener('message', (event: MessageEvent<OptimiserRequest>) => void session.handle(event.data))
