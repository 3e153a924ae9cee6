import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { EVENT_READS, MEMBERSHIP_READS, userKeys } from './keys'

it('keys the users list under the users table', () => {
  expect(keyStartsWith(...userKeys.all)(userKeys.list())).toBe(true)
  expect(keyStartsWith(...userKeys.all)(['event_users', 'e1', 'team'])).toBe(false)
})

it('names every team list, whatever its event, and every read of one event', () => {
  const memberships = keyStartsWith(...MEMBERSHIP_READS)
  expect(memberships(['event_users', 'e1', 'team'])).toBe(true)
  expect(memberships(['event_users', 'e2', 'todo-team'])).toBe(true)
  expect(memberships(userKeys.list())).toBe(false)
  const events = keyStartsWith(...EVENT_READS)
  expect(events(['events', 'one', 'anna-tom'])).toBe(true)
  expect(events(['events', 'mine', 'u1'])).toBe(false)
})
