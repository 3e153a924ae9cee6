import { expect, it, vi } from 'vitest'
import { eventKey } from './get-event'
import { myEventsKey } from './get-my-events'
import { isReadOfEvent } from './event-read-keys'

// Only the key builders are used; the client would open nothing, but Node 20 lacks WebSocket.
vi.mock('../../../lib/supabase', () => ({ supabase: {} }))

const id = 'e1000000-0000-4000-8000-000000000001'

it("matches the event's reads by id or slug, and nothing else", () => {
  const matches = isReadOfEvent({ id, slug: 'anna-tom' })
  expect(matches(eventKey(id))).toBe(true)
  expect(matches(eventKey(id.toUpperCase()))).toBe(true)
  expect(matches(eventKey('anna-tom'))).toBe(true)
  expect(matches(eventKey('Anna-Tom'))).toBe(true)
  expect(matches(eventKey('anna-tom-2'))).toBe(false)
  expect(matches(eventKey('e1000000-0000-4000-8000-000000000002'))).toBe(false)
  expect(matches(myEventsKey('user'))).toBe(false)
  expect(matches(['todos', 'assigned', id])).toBe(false)
})

it('matches no slug key for an event without a slug', () => {
  const matches = isReadOfEvent({ id, slug: null })
  expect(matches(eventKey('null'))).toBe(false)
  expect(matches(eventKey(id))).toBe(true)
})
