import { describe, expect, it } from 'vitest'
import { parentsTable, readKidsTable } from './kids-table'
import { planPeople } from './people'

const people = planPeople([
  {
    id: 'a',
    name: 'Ann',
    status: 'confirmed',
    plus_ones: [
      { name: 'Al', age: 'adult', vegetarian: false },
      { name: 'Kim', age: 'kid', vegetarian: false },
    ],
  },
])
const kim = people[2]

describe('parentsTable', () => {
  it('is the table of the guest who brought the kid, else of another adult of the party, else none', () => {
    const table = (id: string, keys: string[]) => ({ id, name: id, seats: 8, people: keys })
    expect(parentsTable(kim, people, [table('t1', ['p:a:al']), table('t2', ['g:a'])])).toBe('t2')
    expect(parentsTable(kim, people, [table('t1', ['p:a:al']), table('t2', [])])).toBe('t1')
    expect(parentsTable(kim, people, [table('t1', [])])).toBeNull()
  })
})

describe('readKidsTable', () => {
  it('keeps well-formed fields and drops the rest', () => {
    expect(readKidsTable({ name: 'K', guests: ['Kim', 3], keys: 'x', withParents: ['p:a:kim'] })).toEqual({
      name: 'K',
      guests: ['Kim'],
      withParents: ['p:a:kim'],
    })
    expect(readKidsTable(null)).toEqual({})
    expect(readKidsTable([])).toEqual({})
  })
})
