import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { activityKeys } from './keys'

it("scopes every length of an event's feed under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...activityKeys.ofEvent('e1'))
  expect(ofEvent(activityKeys.newest('e1', 8))).toBe(true)
  expect(ofEvent(activityKeys.newest('e1', 40))).toBe(true)
  expect(ofEvent(activityKeys.newest('e2', 8))).toBe(false)
  expect(keyStartsWith('event_activity')(activityKeys.newest('e2', 8))).toBe(true)
})
