import { expect, it } from 'vitest'
import { formatProgrammeTime, mapLink } from './programme-date'

it('reads a programme time in French, day and hour, as the organisers typed it', () => {
  expect(formatProgrammeTime('2027-08-14T15:00')).toBe('samedi 14 août 2027 · 15h00')
  expect(formatProgrammeTime('2027-08-15T09:30')).toBe('dimanche 15 août 2027 · 09h30')
  expect(formatProgrammeTime('2027-12-31T23:59')).toBe('vendredi 31 décembre 2027 · 23h59')
  expect(formatProgrammeTime('tomorrow')).toBe('')
})

it('opens an address in a map service, encoded', () => {
  expect(mapLink('1 place Bellecour, Lyon & co')).toBe(
    'https://www.google.com/maps/search/?api=1&query=1%20place%20Bellecour%2C%20Lyon%20%26%20co',
  )
})
