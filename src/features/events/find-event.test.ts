import { expect, it } from 'vitest'
import { findEventByIdentifier } from './find-event'

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
