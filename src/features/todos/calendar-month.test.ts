import { describe, expect, it } from 'vitest'
import { monthWeeks, parseDayKey } from './calendar-month'

describe('monthWeeks', () => {
  it('covers whole Monday-first weeks around the month', () => {
    const weeks = monthWeeks(new Date(2026, 10, 1), '2026-11-24')
    expect(weeks[0][0].key).toBe('2026-10-26')
    expect(weeks.at(-1)!.at(-1)!.key).toBe('2026-12-06')
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks[0].filter((d) => d.inMonth).map((d) => d.key)).toEqual(['2026-11-01'])
  })

  it('disables exactly the days before today', () => {
    const days = monthWeeks(new Date(2026, 10, 1), '2026-11-24').flat()
    const byKey = (key: string) => days.find((d) => d.key === key)!
    expect(byKey('2026-11-23').past).toBe(true)
    expect(byKey('2026-11-24').past).toBe(false)
    expect(byKey('2026-11-25').past).toBe(false)
  })

  it('has February 29 in a leap year', () => {
    const days = monthWeeks(new Date(2028, 1, 10), '2028-01-01')
      .flat()
      .filter((d) => d.inMonth)
    expect(days).toHaveLength(29)
  })
})

describe('parseDayKey', () => {
  it('reads a date column as that local day', () => {
    const date = parseDayKey('2026-03-29')
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 29, 0])
  })
})
