import { describe, expect, it } from 'vitest'
import { findEventByIdentifier, isEventId, parseEventIdentifier, slugMatchPattern } from './event-identifier'

describe('parseEventIdentifier', () => {
  it.each([
    'e1000000-0000-4000-8000-000000000001',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ])('%s is an id', (value) => {
    expect(parseEventIdentifier(value)).toEqual({ kind: 'id', id: value })
  })

  it('lowercases an upper-case id', () => {
    expect(parseEventIdentifier('E1000000-ABCD-4000-8000-00000000000F')).toEqual({
      kind: 'id',
      id: 'e1000000-abcd-4000-8000-00000000000f',
    })
  })

  it.each([
    'camille-et-alex',
    // One character short or long in each group.
    'e100000-0000-4000-8000-000000000001',
    'e1000000-000-4000-8000-000000000001',
    'e1000000-0000-400-8000-000000000001',
    'e1000000-0000-4000-800-000000000001',
    'e1000000-0000-4000-8000-00000000001',
    'e1000000-0000-4000-8000-0000000000011',
    'e10000000-0000-4000-8000-000000000001',
    // Not hexadecimal, or not dashed.
    'g1000000-0000-4000-8000-000000000001',
    'e1000000000040008000000000000001',
    ' e1000000-0000-4000-8000-000000000001',
    'e1000000-0000-4000-8000-000000000001/',
    '',
  ])('%j is a slug', (value) => {
    expect(isEventId(value)).toBe(false)
    expect(parseEventIdentifier(value)).toEqual({ kind: 'slug', slug: value })
  })
})

describe('slugMatchPattern', () => {
  it('escapes the one wildcard a slug may contain', () => {
    expect(slugMatchPattern('anna_tom-2027')).toBe('anna\\_tom-2027')
    expect(slugMatchPattern('Camille-et-Alex')).toBe('Camille-et-Alex')
  })

  it.each(['a%b', 'a*b', 'a b', 'a/b', 'é', ''])('refuses %j, which no slug can be', (slug) => {
    expect(slugMatchPattern(slug)).toBeNull()
  })
})

const wedding = { id: 'e1000000-0000-4000-8000-000000000001', slug: 'camille-et-alex' }
const unnamed = { id: 'e1000000-0000-4000-8000-000000000002', slug: null }
const events = [wedding, unnamed]

it('finds by id, in any case', () => {
  expect(findEventByIdentifier(events, wedding.id)).toBe(wedding)
  expect(findEventByIdentifier(events, unnamed.id.toUpperCase())).toBe(unnamed)
})

it('finds by slug, in any case', () => {
  expect(findEventByIdentifier(events, 'camille-et-alex')).toBe(wedding)
  expect(findEventByIdentifier(events, 'Camille-Et-Alex')).toBe(wedding)
})

it('finds nothing for an unknown identifier', () => {
  expect(findEventByIdentifier(events, 'camille')).toBeUndefined()
  expect(findEventByIdentifier(events, 'e1000000-0000-4000-8000-000000000003')).toBeUndefined()
  expect(findEventByIdentifier([], wedding.id)).toBeUndefined()
})
