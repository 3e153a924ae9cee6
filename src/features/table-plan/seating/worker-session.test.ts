import { describe, expect, it } from 'vitest'
import { generatedEvent } from '../../../../bench/seating/generated'
import { optimiseSeating } from './optimise'
import type { OptimiserResponse } from './worker-protocol'
import { createOptimiserSession } from './worker-session'

describe('createOptimiserSession', () => {
  it('reports progress slice by slice and ends with the same result as one run', async () => {
    const messages: OptimiserResponse[] = []
    const session = createOptimiserSession(
      (m) => messages.push(m),
      async () => {},
    )
    const input = generatedEvent(60, 5)
    await session.handle({ type: 'start', input, seed: 9 })
    const progress = messages.filter((m) => m.type === 'progress')
    expect(progress.length).toBeGreaterThan(1)
    expect(progress.at(-1)).toMatchObject({ fraction: 1 })
    const done = messages.at(-1)
    expect(done).toEqual({ type: 'done', result: optimiseSeating(input, { seed: 9 }), stopped: false })
  })

  it('stops between slices with the best arrangement so far', async () => {
    const messages: OptimiserResponse[] = []
    let pauses = 0
    const session = createOptimiserSession(
      (m) => messages.push(m),
      async () => {
        if (++pauses === 2) session.handle({ type: 'stop' })
      },
    )
    await session.handle({ type: 'start', input: generatedEvent(300, 5), seed: 1 })
    expect(messages.filter((m) => m.type === 'progress')).toHaveLength(2)
    const done = messages.at(-1)
    expect(done).toMatchObject({ type: 'done', stopped: true })
    if (done?.type === 'done') expect(done.result.metrics.unseated).toBe(0)
  })

  it('refuses a second start while running, and reports a bad input as an error', async () => {
    const messages: OptimiserResponse[] = []
    const session = createOptimiserSession(
      (m) => messages.push(m),
      async () => {},
    )
    const first = session.handle({ type: 'start', input: generatedEvent(30, 1), seed: 1 })
    session.handle({ type: 'start', input: generatedEvent(30, 1), seed: 1 })
    await first
    expect(messages).toContainEqual({ type: 'error', message: 'An optimisation is already running' })
    messages.length = 0
    await session.handle({ type: 'start', input: null as never, seed: 1 })
    expect(messages).toEqual([{ type: 'error', message: expect.any(String) }])
  })
})
