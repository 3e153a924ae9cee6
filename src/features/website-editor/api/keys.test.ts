import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { websiteKeys } from './keys'

it("publishing reaches the preview and the event's own reads, whatever view the events feature keys them by", () => {
  const events = keyStartsWith(...websiteKeys.events())
  expect(events(websiteKeys.preview('e1'))).toBe(true)
  expect(events(['events', 'one', 'my-wedding'])).toBe(true)
  expect(events(['gifts', 'e1', 'list'])).toBe(false)
})

it("keys each event's preview apart", () => {
  expect(keyStartsWith(...websiteKeys.preview('e1'))(websiteKeys.preview('e2'))).toBe(false)
})
