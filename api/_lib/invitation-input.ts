import { z } from 'zod'

// SPEC §5: the invitation screen's wording, so a client that skipped its own check reads the same.
const NAME_REQUIRED = 'First name and last name are required.'
const namePart = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'First and last names are limited to 100 characters.')
// Any 8-4-4-4-12 id: it is compared with the caller's own id, which is what really guards it.
const userId = z.guid({ error: 'userId must be a user id (UUID).' })
// Answering names the invitation: one event's, never every open one at once.
const eventId = z.guid({ error: 'eventId must be an event id (UUID).' })

/** POST /api/accept-invitation (SPEC §7). */
export const acceptInvitationInput = z.object({ userId, eventId, firstName: namePart, lastName: namePart })

/** POST /api/reject-invitation (SPEC §7). */
export const rejectInvitationInput = z.object({ userId, eventId })
