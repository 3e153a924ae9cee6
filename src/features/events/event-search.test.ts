import { describe, expect, it } from 'vitest'
import { filterEvents, matchesEventSearch } from './event-search'

const wedding = { name: 'Mariage de Camille', spouse1: 'Camille', spouse2: 'Alex', person: null }
const birthday = { name: null, spouse1: null, spouse2: null, person: 'Léa' }

describe('matchesEventSearch', () => {
  it.each([
    ['mariage', true],
    ['MARIAGE DE', true],
    ['alex', true],
    ['camille alex', true],
    ['Camille Camille', true],
    ['  alex  ', true],
    ['', true],
    ['   ', true],
    ['alexa', false],
    ['camillealex', false],
    ['léa', false],
  ])('the wedding matches %j: %s', (query, expected) => {
    expect(matchesEventSearch(wedding, query)).toBe(expected)
  })

  it('searches the person and skips missing fields', () => {
    expect(matchesEventSearch(birthday, 'LÉA')).toBe(true)
    expect(matchesEventSearch(birthday, 'null')).toBe(false)
    expect(matchesEventSearch(birthday, 'undefined')).toBe(false)
  })
})

it('filterEvents keeps the order of the matches', () => {
  const events = [wedding, birthday, { ...wedding, name: 'Second' }]
  expect(filterEvents(events, 'camille')).toEqual([wedding, events[2]])
  expect(filterEvents(events, '')).toEqual(events)
  expect(filterEvents(events, 'nobody')).toEqual([])
})
