import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { MEMBERSHIP_READS, userKeys } from './keys'

it('keys the users list under the users table', () => {
  expect(keyStartsWith(...userKeys.all)(userKeys.list())).toBe(true)
  expect(keyStartsWith(...userKeys.all)(['event_users', 'e1', 'team'])).toBe(false)
})

it('names every team list, whatever its event', () => {
  const memberships = keyStartsWith(...MEMBERSHIP_READS)
  expect(memberships(['event_users', 'e1', 'team'])).toBe(true)
  expect(memberships(['event_users', 'e2', 'todo-team'])).toBe(true)
  expect(memberships(userKeys.list())).toBe(false)
})
