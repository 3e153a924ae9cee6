import { expect, it } from 'vitest'
import { formatEventDate, parseDate } from './dates'

it.each([
  [new Date(2027, 5, 14, 15, 0), 'June 14, 2027'],
  [new Date(2028, 1, 29, 0, 0), 'February 29, 2028'],
  [new Date(2026, 11, 31, 23, 59), 'December 31, 2026'],
  [new Date(2027, 0, 1, 0, 0), 'January 1, 2027'],
])('formats %s as %s', (date, expected) => {
  expect(formatEventDate(date)).toBe(expected)
  expect(formatEventDate(date.toISOString())).toBe(expected)
})

it('reads a date column as that calendar day, in any time zone', () => {
  expect(formatEventDate('2027-06-14')).toBe('June 14, 2027')
  expect(formatEventDate('2028-02-29')).toBe('February 29, 2028')
  expect(parseDate('2027-01-01')).toEqual(new Date(2027, 0, 1))
})

it.each([null, undefined, '', 'not a date'])('shows nothing for %j', (value) => {
  expect(formatEventDate(value)).toBe('')
})
