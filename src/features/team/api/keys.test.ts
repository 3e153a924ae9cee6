import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { teamKeys } from './keys'

it("scopes every read of an event's memberships under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...teamKeys.ofEvent('e1'))
  expect(ofEvent(teamKeys.members('e1'))).toBe(true)
  expect(ofEvent(['event_users', 'e1', 'todo-team'])).toBe(true)
  expect(ofEvent(teamKeys.members('e2'))).toBe(false)
  expect(ofEvent(['events', 'one', 'e1'])).toBe(false)
})
