import { describe, expect, it } from 'vitest'
import { planPeople } from './people'
import { splitParties, splitWarning } from './split-parties'

describe('splitParties', () => {
  it('names the guests whose adults sit at more than one table or partly unseated', () => {
    const people = planPeople([
      { id: 'a', name: 'Ann', status: 'confirmed', plus_ones: [{ name: 'Al', age: 'adult', vegetarian: false }] },
      { id: 'b', name: 'Bob', status: 'confirmed', plus_ones: [{ name: 'Bo', age: 'adult', vegetarian: false }] },
      { id: 'c', name: 'Cat', status: 'confirmed', plus_ones: [{ name: 'Kit', age: 'kid', vegetarian: false }] },
    ])
    const seats = { t1: ['g:a', 'p:a:al', 'g:b'], t2: ['g:c'] }
    expect(splitParties(seats, people)).toEqual(['Bob'])
    // A kid seated with their parents belongs to the party: away from it, the party is split.
    expect(splitParties(seats, people, new Set(['p:c:kit']))).toEqual(['Bob', 'Cat'])
    expect(splitParties({ ...seats, t2: ['g:c', 'p:c:kit'] }, people, new Set(['p:c:kit']))).toEqual(['Bob'])
    expect(splitWarning(['Bob'])).toBe('Some groups could not be seated together: Bob.')
  })
})
