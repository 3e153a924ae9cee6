import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { tablePlanKeys } from './keys'

it("scopes the saved plan under the event's table_plans prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...tablePlanKeys.ofEvent('e1'))
  expect(ofEvent(tablePlanKeys.plan('e1'))).toBe(true)
  expect(ofEvent(tablePlanKeys.plan('e2'))).toBe(false)
  expect(ofEvent(tablePlanKeys.seatingGuests('e1'))).toBe(false)
})

it("keys the seating guests under the guests' prefix, so guest writes refresh them", () => {
  // The guests feature's writes refresh ['guests', eventId] (guestKeys.ofEvent).
  expect(keyStartsWith('guests', 'e1')(tablePlanKeys.seatingGuests('e1'))).toBe(true)
  expect(keyStartsWith('guests', 'e2')(tablePlanKeys.seatingGuests('e1'))).toBe(false)
})
