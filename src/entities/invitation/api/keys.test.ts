import { expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { invitationKeys } from './keys'

it("keys the user's invitations under their own id, apart from another user's and from an event's team", () => {
  const mine = keyStartsWith(...invitationKeys.mine('u1'))
  expect(mine(invitationKeys.mine('u1'))).toBe(true)
  expect(mine(invitationKeys.mine('u2'))).toBe(false)
  expect(mine(['event_users', 'e1', 'team'])).toBe(false)
  expect(invitationKeys.mine('u1')[0]).toBe('event_users')
})
