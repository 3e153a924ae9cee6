import { describe, expect, it } from 'vitest'
import { planPeople } from './people'
import { readRules, seatingInput } from './rules'

const people = planPeople([
  { id: 'a', name: 'Ann', status: 'confirmed', plus_ones: [{ name: 'Kid', age: 'kid', vegetarian: false }] },
  { id: 'b', name: 'Bob', status: 'pending', plus_ones: [{ name: 'Bea', age: 'adult', vegetarian: true }] },
  { id: 'c', name: 'Cat', status: 'confirmed', plus_ones: [] },
])

describe('readRules', () => {
  it('keeps well-formed rules and drops the rest', () => {
    expect(
      readRules({
        together: [{ keys: ['g:a', 'g:c'], weight: 5 }, { keys: ['g:a'] }, 'x'],
        apart: [{ keys: ['g:a', 'g:b', 7] }],
      }),
    ).toEqual({ together: [{ keys: ['g:a', 'g:c'], weight: 5 }], apart: [{ keys: ['g:a', 'g:b'] }] })
    expect(readRules(null)).toEqual({ together: [], apart: [] })
    expect(readRules([])).toEqual({ together: [], apart: [] })
  })
})

describe('seatingInput', () => {
  it('seats adults in parties by guest and turns rules into pairs of people still listed', () => {
    const input = seatingInput(people, [{ id: 't1', seats: 8 }], {
      together: [{ keys: ['g:a', 'g:c', 'p:b:bea'], weight: 3 }],
      apart: [{ keys: ['g:a', 'g:gone'] }, { keys: ['g:b', 'g:c'] }],
    })
    expect(input.people).toEqual([
      { id: 'g:a', group: 'a' },
      { id: 'g:b', group: 'b' },
      { id: 'p:b:bea', group: 'b' },
      { id: 'g:c', group: 'c' },
    ])
    expect(input.together).toEqual([
      { a: 'g:a', b: 'g:c', weight: 3 },
      { a: 'g:a', b: 'p:b:bea', weight: 3 },
      { a: 'g:c', b: 'p:b:bea', weight: 3 },
    ])
    expect(input.apart).toEqual([{ a: 'g:b', b: 'g:c' }])
  })

  it("seats a kid with their parents in their parents' party, and no other kid", () => {
    const input = seatingInput(people, [{ id: 't1', seats: 8 }], { together: [], apart: [] }, new Set(['p:a:kid']))
    expect(input.people.slice(0, 2)).toEqual([
      { id: 'g:a', group: 'a' },
      { id: 'p:a:kid', group: 'a' },
    ])
    expect(input.people).toHaveLength(5)
  })
})
