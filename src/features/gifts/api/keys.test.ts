import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { giftKeys } from './keys'

it("scopes every read of an event's gifts under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...giftKeys.ofEvent('e1'))
  expect(ofEvent(giftKeys.list('e1'))).toBe(true)
  expect(ofEvent(['gifts', 'e1', 'overview'])).toBe(true)
  expect(ofEvent(giftKeys.list('e2'))).toBe(false)
  expect(ofEvent(['guests', 'e1', 'list'])).toBe(false)
})
