import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eventCountdown } from './countdown'

// Local-time dates throughout: the rule counts days on the viewer's clock, whatever the zone.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min)

describe('eventCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['the day before, at 23:59', at(2027, 6, 13, 23, 59), 'D-1'],
    ['the day itself, just after midnight', at(2027, 6, 14, 0, 0), 'D-Day!'],
    ['the day itself, after the event', at(2027, 6, 14, 23, 59), 'D-Day!'],
    ['the day after, just after midnight', at(2027, 6, 15, 0, 0), 'D+1'],
    ['two days before', at(2027, 6, 12, 8), 'D-2'],
    ['a year before', at(2026, 6, 14, 12), 'D-365'],
    ['ten days after', at(2027, 6, 24, 12), 'D+10'],
  ])('%s reads %s', (_label, now, expected) => {
    vi.setSystemTime(now)
    expect(eventCountdown(at(2027, 6, 14, 15, 30))).toBe(expected)
  })

  it('counts the 29th of February in a leap year', () => {
    vi.setSystemTime(at(2028, 2, 28, 23, 59))
    expect(eventCountdown(at(2028, 3, 1, 0, 1))).toBe('D-2')
    expect(eventCountdown(at(2028, 2, 29, 0, 0))).toBe('D-1')
    vi.setSystemTime(at(2028, 2, 29, 0, 0))
    expect(eventCountdown(at(2028, 2, 29, 23, 59))).toBe('D-Day!')
    vi.setSystemTime(at(2028, 3, 1, 0, 0))
    expect(eventCountdown(at(2028, 2, 29, 12))).toBe('D+1')
  })

  it('has no 29th of February in a common year', () => {
    vi.setSystemTime(at(2027, 2, 28, 23, 59))
    expect(eventCountdown(at(2027, 3, 1, 0, 1))).toBe('D-1')
    vi.setSystemTime(at(2100, 2, 28, 12))
    expect(eventCountdown(at(2100, 3, 1, 12))).toBe('D-1')
  })

  it('spans a leap year: 366 days from 1 Jan 2028 to 1 Jan 2029', () => {
    vi.setSystemTime(at(2028, 1, 1, 9))
    expect(eventCountdown(at(2029, 1, 1, 9))).toBe('D-366')
  })

  it('reads ISO strings as stored by the database', () => {
    vi.setSystemTime(at(2027, 6, 13, 12))
    expect(eventCountdown(at(2027, 6, 14, 12).toISOString())).toBe('D-1')
  })

  it.each([null, undefined, '', 'soon'])('has no countdown for %j', (date) => {
    expect(eventCountdown(date)).toBeNull()
  })

  it('takes an explicit "now"', () => {
    expect(eventCountdown(at(2027, 6, 14), at(2027, 6, 16))).toBe('D+2')
  })
})
