import { describe, expect, it } from 'vitest'
import { compareMetrics, seatingMetrics } from './metrics'
import type { SeatingInput } from './types'

const input: SeatingInput = {
  people: [
    { id: 'a', group: 'g1' },
    { id: 'b', group: 'g1' },
    { id: 'c', group: 'g2' },
    { id: 'd', group: 'g3' },
  ],
  tables: [
    { id: 't1', seats: 2 },
    { id: 't2', seats: 2 },
  ],
  together: [{ a: 'c', b: 'd', weight: 4 }],
  apart: [{ a: 'a', b: 'c' }],
  requireAcquaintance: true,
}

describe('seatingMetrics', () => {
  it('counts every criterion from scratch', () => {
    expect(seatingMetrics(input, { seats: { t1: ['a', 'c'], t2: ['b', 'd'] }, unseated: [] })).toEqual({
      unseated: 0,
      splitGroups: 1,
      apartViolations: 1,
      lonely: 4,
      weight: 0,
    })
    expect(seatingMetrics(input, { seats: { t1: ['a', 'b'], t2: ['c', 'd'] }, unseated: [] })).toEqual({
      unseated: 0,
      splitGroups: 0,
      apartViolations: 0,
      lonely: 0,
      weight: 4,
    })
  })

  it('counts people with no seat, and never the pairs they are in', () => {
    const metrics = seatingMetrics(input, { seats: { t1: ['a', 'b'], t2: ['c'] }, unseated: ['d'] })
    expect(metrics).toMatchObject({ unseated: 1, weight: 0, lonely: 1 })
  })
})

describe('compareMetrics', () => {
  const base = { unseated: 0, splitGroups: 0, apartViolations: 0, lonely: 0, weight: 10 }
  it('puts hard failures before weight', () => {
    expect(compareMetrics(base, { ...base, weight: 50, apartViolations: 1 })).toBeLessThan(0)
    expect(compareMetrics({ ...base, splitGroups: 1 }, { ...base, unseated: 1 })).toBeLessThan(0)
    expect(compareMetrics(base, { ...base, weight: 11 })).toBeGreaterThan(0)
    expect(compareMetrics(base, base)).toBe(0)
  })
})
