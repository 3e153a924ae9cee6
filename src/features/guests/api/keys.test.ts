import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { guestKeys } from './keys'

it("scopes every read of an event's guests under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...guestKeys.ofEvent('e1'))
  expect(ofEvent(guestKeys.list('e1'))).toBe(true)
  expect(ofEvent(['guests', 'e1', 'overview'])).toBe(true)
  expect(ofEvent(guestKeys.list('e2'))).toBe(false)
  expect(ofEvent(['gifts', 'e1', 'list'])).toBe(false)
})
