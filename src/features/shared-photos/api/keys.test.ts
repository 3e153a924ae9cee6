import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { eventKeys } from '@/entities/event/api/keys'
import { photoKeys } from './keys'

it("scopes every read of an event's photos under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...photoKeys.ofEvent('e1'))
  expect(ofEvent(photoKeys.list('e1'))).toBe(true)
  expect(ofEvent(['photos', 'e1', 'overview'])).toBe(true)
  expect(ofEvent(photoKeys.list('e2'))).toBe(false)
  expect(ofEvent(['gifts', 'e1', 'list'])).toBe(false)
})

it("reaches the event's own reads, whatever view the event layer keys them by", () => {
  const events = keyStartsWith(...eventKeys.all)
  expect(events(eventKeys.detail('my-wedding'))).toBe(true)
  expect(events(eventKeys.mine('u1'))).toBe(true)
  expect(events(photoKeys.list('e1'))).toBe(false)
})
