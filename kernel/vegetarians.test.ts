import { describe, expect, it } from 'vitest'
import type { RsvpQuestion } from './site-content'
import { countVegetarians, partyVegetarians, vegetarianAttendees } from './vegetarians'

const menu: RsvpQuestion = {
  id: 'm',
  kind: 'menu',
  label: 'Menu',
  per: 'attendee',
  required: false,
  options: ['Bœuf', 'Poisson', 'Végétarien'],
  vegetarian: ['Végétarien'],
}

const alice = {
  name: 'Alice',
  status: 'confirmed',
  plus_ones: [
    { name: 'Bob', age: 'adult', vegetarian: true },
    { name: 'Camille', age: 'adult', vegetarian: false },
  ],
  // Alice chose the vegetarian menu, Bob (ticked vegetarian) chose it too: counted once.
  rsvp_answers: { m: ['Végétarien', 'Végétarien', 'Bœuf'] },
}

describe('vegetarians', () => {
  it('counts a companion ticked vegetarian and a vegetarian menu answer as one figure, each person once', () => {
    expect(vegetarianAttendees(alice, [menu])).toEqual([true, true, false])
    expect(countVegetarians([alice], [menu])).toBe(2)
  })

  it('reads the flag alone when no menu option is marked vegetarian', () => {
    expect(countVegetarians([alice], [{ ...menu, vegetarian: undefined }])).toBe(1)
    expect(countVegetarians([alice], [])).toBe(1)
  })

  it('counts confirmed parties only', () => {
    expect(countVegetarians([{ ...alice, status: 'pending' }], [menu])).toBe(0)
  })

  it('a menu chosen once per party is the whole party’s', () => {
    const party = { ...menu, per: 'party' as const }
    expect(partyVegetarians({ ...alice, rsvp_answers: { m: 'Végétarien' } }, [party])).toBe(3)
    expect(partyVegetarians({ ...alice, rsvp_answers: { m: 'Bœuf' } }, [party])).toBe(1)
  })
})
