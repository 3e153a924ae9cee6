import { describe, expect, it } from 'vitest'
import { greedySeating } from './greedy'
import type { SeatingPerson } from './types'

const party = (group: string, size: number): SeatingPerson[] =>
  Array.from({ length: size }, (_, i) => ({ id: `${group}${i + 1}`, group }))

describe('greedySeating (SPEC §9)', () => {
  it('places the largest party first, into the table with the most free seats', () => {
    const people = [...party('a', 1), ...party('b', 3), ...party('c', 2)]
    const result = greedySeating(people, [
      { id: 't1', seats: 4 },
      { id: 't2', seats: 5 },
    ])
    // b (3) → t2 (5 free); c (2) → t1 (4 free vs 2); a (1) → t1 (2 free vs 2: the earlier table).
    expect(result.seats).toEqual({ t1: ['c1', 'c2', 'a1'], t2: ['b1', 'b2', 'b3'] })
    expect(result.splitGroups).toEqual([])
    expect(result.unseated).toEqual([])
  })

  it('keeps the input order between parties of equal size', () => {
    const people = [...party('x', 2), ...party('y', 2)]
    const result = greedySeating(people, [
      { id: 't1', seats: 8 },
      { id: 't2', seats: 8 },
    ])
    expect(result.seats).toEqual({ t1: ['x1', 'x2'], t2: ['y1', 'y2'] })
  })

  it('splits a party that fits at no table, and says so', () => {
    const people = [...party('big', 5), ...party('s', 1)]
    const result = greedySeating(people, [
      { id: 't1', seats: 3 },
      { id: 't2', seats: 3 },
    ])
    expect(result.splitGroups).toEqual(['big'])
    expect(result.seats.t1.length + result.seats.t2.length).toBe(6)
    expect(result.unseated).toEqual([])
  })

  it('leaves people unseated when every seat is taken', () => {
    const result = greedySeating(party('p', 3), [{ id: 't1', seats: 2 }])
    expect(result.seats.t1).toEqual(['p1', 'p2'])
    expect(result.unseated).toEqual(['p3'])
    expect(result.splitGroups).toEqual(['p'])
  })

  it('keeps the seats it is given, seats a party beside its kept member, and everyone else as the spec says', () => {
    const people = [...party('a', 2), ...party('b', 3), ...party('c', 1)]
    const tables = [
      { id: 't1', seats: 4 },
      { id: 't2', seats: 4 },
    ]
    // Free seats: t1 4, t2 3. b (3) → t1; a2 joins a1 at t2; c (1) → t2 (2 free vs 1).
    const result = greedySeating(people, tables, { t2: ['a1'] })
    expect(result.seats).toEqual({ t1: ['b1', 'b2', 'b3'], t2: ['a1', 'a2', 'c1'] })
    expect(result.splitGroups).toEqual([])
    // Nothing kept: the spec's arrangement exactly.
    expect(greedySeating(people, tables, {})).toEqual(greedySeating(people, tables))
  })

  it('places the rest of a party elsewhere when its kept member’s table is full, and says so', () => {
    const people = [...party('a', 3), ...party('b', 1)]
    const result = greedySeating(
      people,
      [
        { id: 't1', seats: 2 },
        { id: 't2', seats: 4 },
      ],
      { t1: ['a1', 'b1'] },
    )
    expect(result.seats).toEqual({ t1: ['a1', 'b1'], t2: ['a2', 'a3'] })
    expect(result.splitGroups).toEqual(['a'])
  })

  it('handles no tables and no people', () => {
    expect(greedySeating([], [{ id: 't', seats: 8 }])).toEqual({ seats: { t: [] }, unseated: [], splitGroups: [] })
    expect(greedySeating(party('p', 1), []).unseated).toEqual(['p1'])
  })
})
