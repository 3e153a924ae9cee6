import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { eventKeys } from './keys'

const id = 'e1000000-0000-4000-8000-000000000001'

it("matches the event's reads by id or slug, and nothing else", () => {
  const matches = eventKeys.readsOf({ id, slug: 'anna-tom' })
  expect(matches(eventKeys.detail(id))).toBe(true)
  expect(matches(eventKeys.detail(id.toUpperCase()))).toBe(true)
  expect(matches(eventKeys.detail('anna-tom'))).toBe(true)
  expect(matches(eventKeys.detail('Anna-Tom'))).toBe(true)
  expect(matches(eventKeys.detail('anna-tom-2'))).toBe(false)
  expect(matches(eventKeys.detail('e1000000-0000-4000-8000-000000000002'))).toBe(false)
  expect(matches(eventKeys.mine('user'))).toBe(false)
  expect(matches(['todos', id, 'assigned'])).toBe(false)
  expect(matches(eventKeys.myRole(id, 'user'))).toBe(false)
})

it('matches no slug key for an event without a slug', () => {
  const matches = eventKeys.readsOf({ id, slug: null })
  expect(matches(eventKeys.detail('null'))).toBe(false)
  expect(matches(eventKeys.detail(id))).toBe(true)
})

it('keeps every read under its table, so writes elsewhere refresh them by prefix', () => {
  const all = keyStartsWith(...eventKeys.all)
  expect(all(eventKeys.detail('anna-tom'))).toBe(true)
  expect(all(eventKeys.mine('user'))).toBe(true)
  expect(keyStartsWith('event_users', id)(eventKeys.myRole(id, 'user'))).toBe(true)
  expect(keyStartsWith('event_users', id)(eventKeys.myRole('e2', 'user'))).toBe(false)
})
