import { describe, expect, it } from 'vitest'
import { eventDisplayTitle, eventName, filterEvents, matchesEventSearch } from './event-naming'
import type { EventNaming } from './types'

const event = (fields: Partial<EventNaming>): EventNaming => ({
  name: null,
  type: 'wedding',
  spouse1: null,
  spouse2: null,
  person: null,
  ...fields,
})

describe('eventName (breadcrumb)', () => {
  it('prefers the name, whatever the type', () => {
    expect(eventName(event({ name: 'Our big day', spouse1: 'Anna', spouse2: 'Tom' }))).toBe('Our big day')
    expect(eventName(event({ name: 'Léa turns 30', type: 'birthday', person: 'Léa' }))).toBe('Léa turns 30')
  })

  it.each([
    [{ spouse1: 'Anna', spouse2: 'Tom' }, 'Anna & Tom'],
    [{ spouse1: 'Anna' }, 'Anna & ?'],
    [{ spouse2: 'Tom' }, '? & Tom'],
    [{ spouse1: '', spouse2: 'Tom' }, '? & Tom'],
    [{ name: '', spouse1: 'Anna', spouse2: 'Tom' }, 'Anna & Tom'],
    [{ name: '   ', spouse1: 'Anna', spouse2: '  ' }, 'Anna & ?'],
    [{}, 'Unnamed event'],
    [{ person: 'Léa' }, 'Unnamed event'],
  ])('a wedding without a name, %j, reads %j', (fields, expected) => {
    expect(eventName(event(fields))).toBe(expected)
  })

  it.each(['baptism', 'birthday', 'anniversary', 'other'] as const)('a %s shows the person', (type) => {
    expect(eventName(event({ type, person: 'Léa', spouse1: 'Anna', spouse2: 'Tom' }))).toBe('Léa')
    expect(eventName(event({ type, spouse1: 'Anna', spouse2: 'Tom' }))).toBe('Unnamed event')
  })
})

describe('eventDisplayTitle', () => {
  it.each([
    [{ spouse1: 'Anna', spouse2: 'Tom', name: 'Ignored' }, 'Anna & Tom'],
    [{ spouse1: 'Anna' }, 'Anna'],
    [{}, ''],
    [{ type: 'birthday', person: 'Léa', spouse1: 'Anna' }, 'Léa'],
    [{ type: 'other' }, ''],
  ] as const)('%j reads %j', (fields, expected) => {
    expect(eventDisplayTitle(event(fields))).toBe(expected)
  })
})

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
