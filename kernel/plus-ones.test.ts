import { expect, it } from 'vitest'
import { plusOnesOf } from './plus-ones'

it('reads a stored list, keeping named entries and defaulting what is missing', () => {
  expect(
    plusOnesOf([
      { name: 'Léa', age: 'kid', vegetarian: true },
      { name: 'Paul' },
      { name: '  ', age: 'adult', vegetarian: false },
      'Marc',
      null,
      ['x'],
    ]),
  ).toEqual([
    { name: 'Léa', age: 'kid', vegetarian: true },
    { name: 'Paul', age: 'adult', vegetarian: false },
  ])
})

it('reads anything that is not a list as no plus-ones', () => {
  expect(plusOnesOf(null)).toEqual([])
  expect(plusOnesOf({ name: 'Léa' })).toEqual([])
  expect(plusOnesOf('[]')).toEqual([])
})
