import { afterEach, describe, expect, it, vi } from 'vitest'
import { guestRatio, purchasedTotal, todayDate, todosDue } from './overview-figures'

afterEach(() => vi.useRealTimers())

describe('guestRatio', () => {
  it('counts confirmed parties over every party, plus-ones included', () => {
    expect(
      guestRatio([
        { status: 'confirmed', plus_ones: [{}, {}] },
        { status: 'pending', plus_ones: [{}] },
        { status: 'declined', plus_ones: [] },
        { status: 'confirmed', plus_ones: null },
      ]),
    ).toEqual({ confirmed: 4, total: 7 })
    expect(guestRatio([])).toEqual({ confirmed: 0, total: 0 })
  })
})

describe('purchasedTotal', () => {
  it('adds amounts exactly, numbers or numeric strings', () => {
    expect(purchasedTotal([0.1, 0.2, '249.90'])).toBe(250.2)
    expect(purchasedTotal([])).toBe(0)
  })
})

describe('todosDue', () => {
  it('counts due today or earlier, and overdue before today, at the day boundaries', () => {
    const dates = ['2026-03-01', '2026-02-28', '2026-02-29'.replace('29', '27')]
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 2, 1, 0, 0, 0))
    expect(todayDate()).toBe('2026-03-01')
    expect(todosDue(dates)).toEqual({ due: 3, overdue: 2 })
    vi.setSystemTime(new Date(2026, 1, 28, 23, 59, 59))
    expect(todosDue(dates)).toEqual({ due: 2, overdue: 1 })
  })

  it('handles a leap day', () => {
    expect(todosDue(['2028-02-29'], new Date(2028, 1, 29, 12))).toEqual({ due: 1, overdue: 0 })
    expect(todosDue(['2028-02-29'], new Date(2028, 2, 1, 0))).toEqual({ due: 1, overdue: 1 })
  })
})
