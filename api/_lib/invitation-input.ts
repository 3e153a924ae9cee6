import { z } from 'zod'

const EMAIL_REQUIRED = 'Please enter an e-mail address.'
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

/**
 * POST /api/invite-user (SPEC §7). SPEC §5: the e-mail must be non-empty after trimming; it is
 * lowercased as sign-in does. `status` is accepted as the spec sends it, but the server decides
 * the membership's status (an existing user is added as active).
 */
export const inviteUserInput = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_REQUIRED)
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  eventId: z.guid({ error: 'eventId must be an event id (UUID).' }),
  status: z.literal('pending', { error: "status can only be 'pending'." }).optional(),
})

export type InviteUserInput = z.infer<typeof inviteUserInput>

/** POST /api/accept-invitation (SPEC §7). */
export const acceptInvitationInput = z.object({ userId, eventId, firstName: namePart, lastName: namePart })

/** POST /api/reject-invitation (SPEC §7). */
export const rejectInvitationInput = z.object({ userId, eventId })
