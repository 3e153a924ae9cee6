import { describe, expect, it } from 'vitest'
import { bellowsPeterson } from '../../../../bench/seating/bellows-peterson'
import { generatedEvent } from '../../../../bench/seating/generated'
import { greedySeating } from './greedy'
import { compareMetrics, seatingMetrics } from './metrics'
import { optimiseSeating, SeatingOptimisation } from './optimise'
import type { SeatingInput } from './types'

const tables = (count: number, seats: number) => Array.from({ length: count }, (_, i) => ({ id: `t${i + 1}`, seats }))

describe('optimiseSeating', () => {
  it('gives the same arrangement for the same seed, in one go or in slices', () => {
    const input = generatedEvent(107, 7)
    const once = optimiseSeating(input, { seed: 3 })
    const sliced = new SeatingOptimisation(input, { seed: 3 })
    while (!sliced.finished) sliced.advance(7_777)
    expect(sliced.result()).toEqual(once)
    expect(optimiseSeating(input, { seed: 3 })).toEqual(once)
  })

  it('is never worse than the greedy arrangement it starts from', () => {
    for (const size of [20, 107]) {
      const input = generatedEvent(size, size)
      const result = optimiseSeating(input, { seed: 1, steps: 2_000 })
      const greedy = seatingMetrics(input, greedySeating(input.people, input.tables))
      expect(result.initialMetrics).toEqual(greedy)
      expect(compareMetrics(result.metrics, greedy)).toBeLessThanOrEqual(0)
    }
  })

  it('seats together those who asked, keeping parties whole', () => {
    const input: SeatingInput = {
      people: [
        { id: 'ann', group: 'a' },
        { id: 'ann+1', group: 'a' },
        { id: 'bob', group: 'b' },
        { id: 'cat', group: 'c' },
        { id: 'dan', group: 'd' },
      ],
      tables: tables(2, 3),
      together: [
        { a: 'ann', b: 'dan', weight: 5 },
        { a: 'bob', b: 'cat', weight: 3 },
      ],
    }
    const result = optimiseSeating(input, { seed: 1 })
    expect(result.metrics).toEqual({ unseated: 0, splitGroups: 0, apartViolations: 0, lonely: 0, weight: 8 })
    const table = Object.values(result.seats).find((ids) => ids.includes('ann'))
    expect(table).toEqual(expect.arrayContaining(['ann', 'ann+1', 'dan']))
  })

  it('keeps apart who must be, unless no arrangement can, and then says so', () => {
    const people = ['a', 'b', 'c', 'd'].map((id) => ({ id, group: id }))
    const apart = [{ a: 'a', b: 'b' }]
    const together = [{ a: 'a', b: 'b', weight: 10 }]
    const possible = optimiseSeating({ people, tables: tables(2, 2), apart, together }, { seed: 1 })
    expect(possible.metrics.apartViolations).toBe(0)
    const impossible = optimiseSeating({ people, tables: tables(1, 4), apart }, { seed: 1 })
    expect(impossible.metrics.apartViolations).toBe(1)
  })

  it('reunites a party the greedy had to split once seats allow it', () => {
    const people = [
      ...['x1', 'x2', 'x3'].map((id) => ({ id, group: 'x' })),
      { id: 'y', group: 'y' },
      { id: 'z', group: 'z' },
    ]
    const initial = { seats: { t1: ['x1', 'y'], t2: ['x2', 'x3', 'z'] }, unseated: [] }
    const result = optimiseSeating({ people, tables: tables(2, 3) }, { seed: 1, initial })
    expect(result.initialMetrics.splitGroups).toBe(1)
    expect(result.metrics.splitGroups).toBe(0)
  })

  it('seats everyone it can and leaves the rest unseated', () => {
    const people = ['a', 'b', 'c'].map((id) => ({ id, group: id }))
    const result = optimiseSeating({ people, tables: tables(1, 2) }, { seed: 1 })
    expect(result.metrics.unseated).toBe(1)
    expect(result.seats.t1).toHaveLength(2)
  })

  it('improves the arrangement it is given: locked seats stay put, and it never ends worse', () => {
    const input = generatedEvent(107, 11)
    const initial = greedySeating(input.people, input.tables)
    const locked = Object.values(initial.seats)
      .flat()
      .filter((_, i) => i % 7 === 0)
    const tableOf = (seats: Record<string, string[]>, id: string) =>
      Object.keys(seats).find((t) => seats[t].includes(id))
    const result = optimiseSeating(input, { seed: 1, initial, locked })
    for (const id of locked) expect(tableOf(result.seats, id), id).toBe(tableOf(initial.seats, id))
    expect(result.initialMetrics).toEqual(seatingMetrics(input, initial))
    expect(compareMetrics(result.metrics, result.initialMetrics)).toBeLessThan(0)
    // Locking nobody lets it go further, never less far.
    const free = optimiseSeating(input, { seed: 1, initial })
    expect(compareMetrics(free.metrics, result.metrics)).toBeLessThanOrEqual(0)
  })

  it('leaves an arrangement nothing can improve as it is', () => {
    const input: SeatingInput = {
      people: ['ann', 'bob', 'cat', 'dan'].map((id) => ({ id, group: id })),
      tables: tables(2, 2),
      together: [
        { a: 'ann', b: 'dan', weight: 5 },
        { a: 'bob', b: 'cat', weight: 5 },
      ],
    }
    const initial = { seats: { t1: ['bob', 'cat'], t2: ['ann', 'dan'] }, unseated: [] }
    expect(optimiseSeating(input, { seed: 1, initial }).seats).toEqual(initial.seats)
  })

  it('keeps a locked seat even where the wishes pull the other way, and moves the party it is part of as one', () => {
    const input: SeatingInput = {
      people: [
        { id: 'ann', group: 'a' },
        { id: 'al', group: 'a' },
        { id: 'bob', group: 'b' },
        { id: 'cat', group: 'c' },
      ],
      tables: tables(2, 3),
      together: [
        { a: 'ann', b: 'bob', weight: 9 },
        { a: 'al', b: 'cat', weight: 9 },
      ],
    }
    const initial = { seats: { t1: ['ann', 'al'], t2: ['bob', 'cat'] }, unseated: [] }
    // Unlocked, Ann's party joins Bob (or Cat) for 9.
    expect(optimiseSeating(input, { seed: 1, initial }).metrics.weight).toBe(9)
    // Bob locked at t2 and Cat locked at t2: the party stays at t1 and nothing is gained.
    const result = optimiseSeating(input, { seed: 1, initial, locked: ['bob', 'cat'] })
    expect(result.seats).toEqual(initial.seats)
    // Al locked at t1: his whole party stays, and Bob or Cat comes to them instead.
    const withAl = optimiseSeating(input, { seed: 1, initial, locked: ['al'] })
    expect(withAl.seats.t1).toEqual(expect.arrayContaining(['ann', 'al']))
    expect(withAl.metrics.weight).toBe(9)
  })

  it('seats whoever the arrangement left out, and empties an over-full table of unlocked people', () => {
    const people = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, group: id }))
    const initial = { seats: { t1: ['a', 'b', 'c', 'd'], t2: [] }, unseated: ['e'] }
    const result = optimiseSeating({ people, tables: tables(2, 3) }, { seed: 1, initial, locked: ['a'] })
    expect(result.initialMetrics.unseated).toBe(1)
    expect(result.metrics.unseated).toBe(0)
    expect(result.seats.t1).toContain('a')
    expect(result.seats.t1.length).toBeLessThanOrEqual(3)
    expect(result.seats.t2.length).toBeLessThanOrEqual(3)
  })

  it('reaches the proven optima of the Bellows & Peterson instance (318 and 276)', () => {
    const instances = bellowsPeterson()
    expect(instances).toBeDefined()
    for (const instance of instances ?? []) {
      const result = optimiseSeating(instance.input, { seed: 1 })
      expect(result.metrics.weight).toBe(instance.optimum)
      expect(result.metrics.lonely).toBe(0)
    }
  })
})
