import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { relativeDateLabel } from './relative-date-label'

// Local-time constructors keep the cases independent of the machine's time zone.
const at = (day: number, hours = 12, minutes = 0) => new Date(2027, 2, day, hours, minutes)

describe('relativeDateLabel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(at(20, 0, 1))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    [at(20, 0, 0), 'Today'],
    [at(20, 23, 59), 'Today'],
    [at(21, 0, 0), 'Tomorrow'],
    [at(21, 23, 59), 'Tomorrow'],
    [at(22, 0, 0), '22 Mar 2027'],
    [at(19, 23, 59), 'Yesterday'],
    [at(19, 0, 0), 'Yesterday'],
    [at(18, 23, 59), '2 days ago'],
    [at(15), '5 days ago'],
    [at(10, 0, 0), '10 days ago'],
    [at(9, 23, 59), '9 Mar 2027'],
    [new Date(2026, 11, 1), '1 Dec 2026'],
  ])('%s reads %s', (date, label) => {
    expect(relativeDateLabel(date)).toBe(label)
    expect(relativeDateLabel(date.toISOString())).toBe(label)
  })

  it('counts calendar days across a month boundary', () => {
    vi.setSystemTime(new Date(2027, 2, 1, 9))
    expect(relativeDateLabel(new Date(2027, 1, 28, 22))).toBe('Yesterday')
    expect(relativeDateLabel(new Date(2027, 1, 19, 9))).toBe('10 days ago')
    expect(relativeDateLabel(new Date(2027, 1, 18, 9))).toBe('18 Feb 2027')
  })

  it('handles the leap day', () => {
    vi.setSystemTime(new Date(2028, 2, 1, 9))
    expect(relativeDateLabel(new Date(2028, 1, 29, 9))).toBe('Yesterday')
  })

  it('reads the timestamps PostgREST returns', () => {
    vi.setSystemTime(new Date('2027-03-20T12:00:00Z'))
    expect(relativeDateLabel('2027-03-20T11:59:58.123456+00:00')).toBe('Today')
  })

  it('shows nothing for an unreadable date', () => {
    expect(relativeDateLabel('not a date')).toBe('')
  })
})
