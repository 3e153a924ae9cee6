import { expect, it } from 'vitest'
import { formatPublicDate } from './public-date'

it.each([
  [new Date(2027, 5, 14, 15, 0), '14 juin 2027'],
  [new Date(2027, 0, 1, 0, 0), '1 janvier 2027'],
  [new Date(2028, 1, 29, 23, 59), '29 février 2028'],
  [new Date(2026, 11, 31, 12, 0), '31 décembre 2026'],
])('%s reads %s', (date, text) => {
  expect(formatPublicDate(date.toISOString())).toBe(text)
})

it.each([null, undefined, '', 'someday'])('shows nothing for %j', (value) => {
  expect(formatPublicDate(value)).toBe('')
})
