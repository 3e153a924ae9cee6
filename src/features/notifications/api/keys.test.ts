import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { notificationKeys } from './keys'

it("scopes every list of a user's notifications under one prefix, and no other user's", () => {
  const ofUser = keyStartsWith(...notificationKeys.ofUser('u1'))
  expect(ofUser(notificationKeys.list('u1', null))).toBe(true)
  expect(ofUser(notificationKeys.list('u1', 'e1'))).toBe(true)
  expect(ofUser(notificationKeys.list('u2', null))).toBe(false)
  expect(notificationKeys.list('u1', 'e1')).not.toEqual(notificationKeys.list('u1', null))
})
