import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { eventSettingsKeys } from './keys'

it("scopes an event's custom domain reads under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...eventSettingsKeys.domainsOf('e1'))
  expect(ofEvent(eventSettingsKeys.domains('e1'))).toBe(true)
  expect(ofEvent(eventSettingsKeys.domains('e2'))).toBe(false)
  expect(ofEvent(['events', 'e1', 'detail'])).toBe(false)
})
