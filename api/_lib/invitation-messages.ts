/** SPEC §8: the SPA shows this on any 401 from the invitation endpoints; the body says the same. */
export const INVITATION_EXPIRED =
  'This invitation link has expired. Please contact the event organizer to receive a new invitation.'

export const NOT_SIGNED_IN = 'You are not signed in, or your session has expired. Please sign in again.'

export const NO_INVITATION = 'No invitation to this event was found for this account.'
