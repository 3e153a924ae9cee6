import { describe, expect, it } from 'vitest'
import { capacityState, readPlan, unseatedPeople, writePlan } from './plan-model'
import { planPeople, type SeatingGuest } from './people'

const guests: SeatingGuest[] = [
  {
    id: 'g1',
    name: 'Jean Dupont',
    status: 'confirmed',
    plus_ones: [
      { name: 'Sophie Dupont', age: 'adult', vegetarian: false },
      { name: 'Lucas', age: 'kid', vegetarian: true },
    ],
  },
  { id: 'g2', name: 'Marie Martin', status: 'pending', plus_ones: [] },
  { id: 'g3', name: 'Marie Martin', status: 'confirmed', plus_ones: [] },
  { id: 'g4', name: 'Pierre', status: 'declined', plus_ones: [{ name: 'Anne', age: 'adult', vegetarian: false }] },
]
const people = planPeople(guests)

describe('planPeople', () => {
  it('lists guests that are not declined, each followed by their plus-ones', () => {
    expect(people.map((p) => [p.key, p.name, p.kid])).toEqual([
      ['g:g1', 'Jean Dupont', false],
      ['p:g1:sophie dupont', 'Sophie Dupont', false],
      ['p:g1:lucas', 'Lucas', true],
      ['g:g2', 'Marie Martin', false],
      ['g:g3', 'Marie Martin', false],
    ])
  })

  it('numbers two plus-ones of one name', () => {
    const twins = planPeople([
      {
        id: 'x',
        name: 'X',
        status: 'pending',
        plus_ones: [1, 2].map(() => ({ name: 'Sam', age: 'adult' as const, vegetarian: false })),
      },
    ])
    expect(twins.map((p) => p.key)).toEqual(['g:x', 'p:x:sam', 'p:x:sam#2'])
  })
})

describe('readPlan and writePlan', () => {
  it('round-trips a plan with two guests of one name by their keys', () => {
    const tables = [
      { id: 'a', name: 'Famille', seats: 8, people: ['g:g3', 'g:g1'] },
      { id: 'b', name: 'Amis', seats: 4, people: ['g:g2'] },
    ]
    const stored = writePlan(tables, people)
    expect(stored).toEqual({
      '1': { name: 'Famille', seats: 8, guests: ['Marie Martin', 'Jean Dupont'], keys: ['g:g3', 'g:g1'] },
      '2': { name: 'Amis', seats: 4, guests: ['Marie Martin'], keys: ['g:g2'] },
    })
    const read = readPlan(stored, people)
    expect(read.tables.map((t) => t.people)).toEqual([['g:g3', 'g:g1'], ['g:g2']])
    expect(read.changes.added.map((p) => p.key)).toEqual(['p:g1:sophie dupont'])
  })

  it('reads a plan saved with names only, homonyms in order, and reports unknown names', () => {
    const read = readPlan(
      {
        '2': { name: 'B', seats: 8, guests: ['marie  martin', 'Nobody'] },
        '1': { name: 'A', seats: 8, guests: ['Marie Martin', 'Lucas'] },
      },
      people,
    )
    expect(read.tables.map((t) => [t.id, t.people])).toEqual([
      ['1', ['g:g2']],
      ['2', ['g:g3']],
    ])
    expect(read.changes.unknown).toEqual([
      { name: 'Lucas', table: 'A' },
      { name: 'Nobody', table: 'B' },
    ])
  })

  it('reports who left since the plan was saved', () => {
    const read = readPlan({ '1': { name: 'A', seats: 8, guests: ['Anne'], keys: ['p:g4:anne'] } }, people)
    expect(read.changes.left).toEqual([{ name: 'Anne', table: 'A' }])
    expect(read.tables[0].people).toEqual([])
  })

  it('reports nobody as new when there is no saved plan', () => {
    expect(readPlan(null, people)).toEqual({ tables: [], changes: { added: [], left: [], unknown: [] } })
  })
})

describe('capacityState and unseatedPeople', () => {
  it('is over past the seats and full at them', () => {
    const table = { id: 't', name: 'T', seats: 2, people: ['a', 'b'] }
    expect(capacityState(table)).toBe('full')
    expect(capacityState({ ...table, people: ['a', 'b', 'c'] })).toBe('over')
    expect(capacityState({ ...table, people: ['a'] })).toBe('open')
  })

  it('lists adults at no table', () => {
    const unseated = unseatedPeople([{ id: 't', name: 'T', seats: 8, people: ['g:g1'] }], people)
    expect(unseated.map((p) => p.key)).toEqual(['p:g1:sophie dupont', 'g:g2', 'g:g3'])
  })
})
