import { z } from 'zod'

const EMAIL_REQUIRED = 'Please enter an e-mail address.'

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
