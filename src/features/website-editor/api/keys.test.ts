import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { eventKeys } from '@/entities/event/api/keys'
import { websiteKeys } from './keys'

it("publishing reaches the preview and the event's own reads, whatever view the event layer keys them by", () => {
  const events = keyStartsWith(...eventKeys.all)
  expect(events(websiteKeys.preview('e1'))).toBe(true)
  expect(events(eventKeys.detail('my-wedding'))).toBe(true)
  expect(events(['gifts', 'e1', 'list'])).toBe(false)
})

it("keys each event's preview apart", () => {
  expect(keyStartsWith(...websiteKeys.preview('e1'))(websiteKeys.preview('e2'))).toBe(false)
})

it("keys the owner's address under the event's team, which a change of owner refreshes", () => {
  expect(keyStartsWith('event_users', 'e1')(websiteKeys.ownerEmail('e1'))).toBe(true)
  expect(keyStartsWith(...eventKeys.all)(websiteKeys.ownerEmail('e1'))).toBe(false)
})
