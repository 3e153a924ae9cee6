import { expect, it } from 'vitest'
import { formatProgrammeTime, mapLink, programmeMapQuery } from './programme-date'

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

it("'Itinéraire' searches the address, else the place within the event's location, else nothing", () => {
  const location = 'Lourmarin, Vaucluse'
  expect(programmeMapQuery({ place: 'Mairie', address: '1 place de la Mairie, 84160 Lourmarin' }, location)).toBe(
    '1 place de la Mairie, 84160 Lourmarin',
  )
  // A bare place name alone finds any town hall: the event's location gives it its town.
  expect(programmeMapQuery({ place: 'Mairie', address: '' }, location)).toBe('Mairie, Lourmarin, Vaucluse')
  expect(programmeMapQuery({ place: ' Mairie ', address: null }, 'Château\nLourmarin')).toBe(
    'Mairie, Château, Lourmarin',
  )
  // The location naming the place already is searched as it is.
  expect(programmeMapQuery({ place: 'Chateau de Lourmarin' }, 'Château de Lourmarin, 84160 Lourmarin')).toBe(
    'Château de Lourmarin, 84160 Lourmarin',
  )
  expect(programmeMapQuery({ place: 'Mairie' }, null)).toBeNull()
  expect(programmeMapQuery({ place: 'Mairie' }, '  ')).toBeNull()
  expect(programmeMapQuery({ place: '', address: '' }, location)).toBeNull()
})
