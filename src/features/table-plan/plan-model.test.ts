import { describe, expect, it } from 'vitest'
import { writeKidsTable } from './kids-table'
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

  it('reports nobody as new when there is no saved plan, and names the kids table in French', () => {
    expect(readPlan(null, people)).toEqual({
      tables: [],
      kids: { name: 'Table des enfants', withParents: [] },
      locked: [],
      changes: { added: [], left: [], unknown: [] },
    })
  })

  it('keeps locked seats with their table, and only for who sits there', () => {
    const tables = [
      { id: 'a', name: 'Famille', seats: 8, people: ['g:g1', 'p:g1:sophie dupont'] },
      { id: 'b', name: 'Amis', seats: 4, people: ['g:g2'] },
    ]
    const stored = writePlan(tables, people, ['p:g1:sophie dupont', 'g:g3'])
    expect(stored['1'].locked).toEqual(['p:g1:sophie dupont'])
    expect(stored['2']).not.toHaveProperty('locked')
    expect(readPlan(stored, people).locked).toEqual(['p:g1:sophie dupont'])
  })
})

describe('the kids table in the plan', () => {
  const kidsOf = (read: ReturnType<typeof readPlan>) => read.kids
  const tables = [{ id: 'a', name: 'Famille', seats: 8, people: ['g:g1', 'p:g1:sophie dupont'] }]

  it('keeps the kids table by name and key, and a kid seated with their parents at their table', () => {
    expect(writeKidsTable({ name: 'Les petits', withParents: [] }, people)).toEqual({
      name: 'Les petits',
      guests: ['Lucas'],
      keys: ['p:g1:lucas'],
      withParents: [],
    })
    const withParents = { name: 'Les petits', withParents: ['p:g1:lucas'] }
    const kids = writeKidsTable(withParents, people)
    expect(kids).toMatchObject({ guests: [], keys: [], withParents: ['p:g1:lucas'] })
    const stored = writePlan([{ ...tables[0], people: [...tables[0].people, 'p:g1:lucas'] }], people)
    expect(stored['1'].guests).toEqual(['Jean Dupont', 'Sophie Dupont', 'Lucas'])
    const read = readPlan(stored, people, kids)
    expect(kidsOf(read)).toEqual(withParents)
    expect(read.tables[0].people).toContain('p:g1:lucas')
    expect(read.changes.added.map((p) => p.key)).toEqual(['g:g2', 'g:g3'])
  })

  it('puts a kid at a table back at the kids table unless seated with their parents', () => {
    const stored = writePlan([{ ...tables[0], people: [...tables[0].people, 'p:g1:lucas'] }], people)
    const read = readPlan(stored, people, { name: 'K', guests: [], keys: [], withParents: [] })
    expect(read.tables[0].people).toEqual(['g:g1', 'p:g1:sophie dupont'])
    expect(read.changes.added.map((p) => p.name)).toContain('Lucas')
  })

  it('reports kids new to the kids table, and kids who left it, only once the kids table was kept', () => {
    const stored = writePlan(tables, people)
    expect(readPlan(stored, people, {}).changes.added.map((p) => p.key)).toEqual(['g:g2', 'g:g3'])
    const read = readPlan(stored, people, { name: 'K', guests: ['Gone', 'Tom'], keys: ['p:g9:gone', 'p:g1:tom'] })
    expect(read.changes.added.map((p) => p.key)).toEqual(['p:g1:lucas', 'g:g2', 'g:g3'])
    expect(read.changes.left).toEqual([
      { name: 'Gone', table: 'K' },
      { name: 'Tom', table: 'K' },
    ])
    // Kept by name only (plans kept before keys): matched by name, the rest unknown.
    const byName = readPlan(stored, people, { guests: ['lucas ', 'Nobody'] })
    expect(byName.changes.added.map((p) => p.key)).toEqual(['g:g2', 'g:g3'])
    expect(byName.changes.unknown).toEqual([{ name: 'Nobody', table: 'Table des enfants' }])
  })

  it('forgets kids seated with their parents who are no longer kids on the list', () => {
    const read = readPlan(writePlan(tables, people), people, { withParents: ['p:g1:lucas', 'g:g2', 'p:x:y'] })
    expect(read.kids.withParents).toEqual(['p:g1:lucas'])
  })
})

describe('capacityState and unseatedPeople', () => {
  it('is over past the seats and full at them', () => {
    const table = { id: 't', name: 'T', seats: 2, people: ['a', 'b'] }
    expect(capacityState(table)).toBe('full')
    expect(capacityState({ ...table, people: ['a', 'b', 'c'] })).toBe('over')
    expect(capacityState({ ...table, people: ['a'] })).toBe('open')
  })

  it('lists adults at no table, and kids seated with their parents who have no table yet', () => {
    const unseated = unseatedPeople([{ id: 't', name: 'T', seats: 8, people: ['g:g1'] }], people)
    expect(unseated.map((p) => p.key)).toEqual(['p:g1:sophie dupont', 'g:g2', 'g:g3'])
    const withLucas = unseatedPeople(
      [{ id: 't', name: 'T', seats: 8, people: ['g:g1'] }],
      people,
      new Set(['p:g1:lucas']),
    )
    expect(withLucas.map((p) => p.key)).toEqual(['p:g1:sophie dupont', 'p:g1:lucas', 'g:g2', 'g:g3'])
  })
})
