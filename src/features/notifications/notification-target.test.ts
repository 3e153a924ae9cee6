import { expect, it } from 'vitest'
import { notificationTarget } from './notification-target'

const eventId = '3f2b9c1e-0000-4000-8000-000000000001'

it.each([
  ['todo_assigned', `/admin/event/${eventId}/todos`],
  ['guest_rsvp', `/admin/event/${eventId}/`],
  ['gift_purchased', `/admin/event/${eventId}/`],
  ['something_else', `/admin/event/${eventId}/`],
])('%s leads to %s', (type, href) => {
  expect(notificationTarget({ type, event_id: eventId })).toBe(href)
})

it('leads nowhere without an event', () => {
  expect(notificationTarget({ type: 'todo_assigned', event_id: null })).toBeNull()
})

it('an invitation to a team leads to the invitations, with or without an event', () => {
  expect(notificationTarget({ type: 'team_invitation', event_id: null })).toBe('/admin/invitations')
  expect(notificationTarget({ type: 'team_invitation', event_id: eventId })).toBe('/admin/invitations')
})
