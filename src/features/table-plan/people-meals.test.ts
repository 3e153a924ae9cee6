import { expect, it } from 'vitest'
import { planPeople } from './people'

it('gives each person their RSVP meal for the place cards, plus-ones included, and none to those who chose none', () => {
  const people = planPeople(
    [
      {
        id: 'a',
        name: 'Alice',
        status: 'confirmed',
        plus_ones: [
          { name: 'Camille', age: 'adult', vegetarian: false },
          { name: 'Léo', age: 'kid', vegetarian: false },
        ],
      },
      { id: 'b', name: 'Bob', status: 'pending', plus_ones: [] },
    ],
    (guest) => (guest.id === 'a' ? ['Bœuf', 'Végétarien', ''] : []),
  )
  expect(people.map((p) => [p.name, p.meal])).toEqual([
    ['Alice', 'Bœuf'],
    ['Camille', 'Végétarien'],
    ['Léo', undefined],
    ['Bob', undefined],
  ])
})

it('marks vegetarian whoever chose a vegetarian menu option, as well as the companions ticked so', () => {
  const people = planPeople(
    [
      {
        id: 'a',
        name: 'Alice',
        status: 'confirmed',
        plus_ones: [
          { name: 'Camille', age: 'adult', vegetarian: true },
          { name: 'Léo', age: 'kid', vegetarian: false },
        ],
      },
    ],
    () => [],
    () => [true, false, false],
  )
  expect(people.map((p) => [p.name, p.vegetarian])).toEqual([
    ['Alice', true],
    ['Camille', true],
    ['Léo', false],
  ])
})
