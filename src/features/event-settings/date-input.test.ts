import { describe, expect, it } from 'vitest'
import { fromDateTimeInput, toDateTimeInput } from './date-input'

describe('toDateTimeInput', () => {
  it('shows a stored instant on the local clock', () => {
    const stored = new Date(2027, 5, 14, 15, 30).toISOString()
    expect(toDateTimeInput(stored)).toBe('2027-06-14T15:30')
  })

  it('reads a date-only value as local midnight of that day', () => {
    expect(toDateTimeInput('2027-06-14')).toBe('2027-06-14T00:00')
    expect(toDateTimeInput('2028-02-29')).toBe('2028-02-29T00:00')
  })

  it.each([null, undefined, '', 'not a date'])('is empty for %j', (value) => {
    expect(toDateTimeInput(value)).toBe('')
  })
})

describe('fromDateTimeInput', () => {
  it.each(['2027-06-14T15:30', '2027-12-31T23:59', '2028-02-29T00:00', '2027-01-01T00:00'])(
    'round-trips %s through the stored instant',
    (value) => {
      const stored = fromDateTimeInput(value)
      expect(stored).toMatch(/Z$/)
      expect(toDateTimeInput(stored)).toBe(value)
    },
  )

  it('stores the local time as an instant', () => {
    expect(fromDateTimeInput('2027-06-14T15:30')).toBe(new Date(2027, 5, 14, 15, 30).toISOString())
  })

  it.each(['', '   ', 'soon'])('is null for %j', (value) => {
    expect(fromDateTimeInput(value)).toBeNull()
  })
})
