import { expect, it } from 'vitest'
import { INVITATION_EXPIRED, invitationFailureMessage } from './invitation-failure'

it.each([
  [401, { error: 'Invalid session' }, INVITATION_EXPIRED],
  [401, null, INVITATION_EXPIRED],
  [400, { error: 'First name and last name are required.' }, 'First name and last name are required.'],
  [403, { error: 'You can only answer your own invitation.' }, 'You can only answer your own invitation.'],
  [500, { error: '  ' }, 'Request failed with status 500'],
  [502, 'Bad gateway', 'Request failed with status 502'],
  [404, null, 'Request failed with status 404'],
])('HTTP %i with %j: %s', (status, body, message) => {
  expect(invitationFailureMessage(status, body)).toBe(message)
})
