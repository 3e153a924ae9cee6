import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { EVENT_READS, teamKeys } from './keys'

it("scopes every read of an event's memberships under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...teamKeys.ofEvent('e1'))
  expect(ofEvent(teamKeys.members('e1'))).toBe(true)
  expect(ofEvent(['event_users', 'e1', 'todo-team'])).toBe(true)
  expect(ofEvent(teamKeys.members('e2'))).toBe(false)
  expect(ofEvent(['events', 'one', 'e1'])).toBe(false)
})

it("names the events feature's reads of one event, by id or by slug", () => {
  const eventReads = keyStartsWith(...EVENT_READS)
  expect(eventReads(['events', 'one', 'e1'])).toBe(true)
  expect(eventReads(['events', 'one', 'anna-tom'])).toBe(true)
  expect(eventReads(['events', 'mine', 'u1'])).toBe(false)
})
