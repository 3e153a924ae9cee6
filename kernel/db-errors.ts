/**
 * The database's own error codes: every `EV0xx` a migration raises (`errcode`, with the `hint`
 * beside it), as PostgREST forwards them in an error's `code`. The migrations that raise them say
 * which function does and when (each migration's header lists its codes); `db-errors.test.ts`
 * checks that this catalogue and the migrations agree. The message is the database's sentence,
 * which the public pages show as it is where it is French (EV001, EV002, EV013, …).
 */
export const DB_ERRORS = {
  EV001: { hint: 'invalid_upload_code', message: 'Code invalide' },
  EV002: { hint: 'upload_disabled', message: "L'upload est désactivé." },
  EV003: { hint: 'gift_unavailable', message: 'This gift has already been purchased' },
  EV004: { hint: 'guest_not_found', message: 'Guest not found' },
  EV005: { hint: 'module_disabled', message: 'This event does not have this module activated' },
  EV006: { hint: 'photo_count', message: 'Please select between 1 and 100 photos' },
  EV007: { hint: 'upload_not_authorised', message: 'This photo was not authorised for upload' },
  EV008: { hint: 'upload_missing', message: 'This photo has not been uploaded' },
  EV009: { hint: 'invalid_input', message: 'Invalid input' },
  EV010: { hint: 'owner_not_removable', message: 'The owner cannot be removed from the team' },
  EV011: { hint: 'invitation_pending', message: 'This invitation is still pending' },
  EV012: { hint: 'event_not_found', message: 'Event not found' },
  EV013: { hint: 'too_many_attempts', message: 'Trop de tentatives. Réessayez plus tard.' },
  EV014: { hint: 'rsvp_ticket_invalid', message: 'This RSVP has expired, please search for your name again' },
  EV015: { hint: 'owns_events', message: 'This user owns events. Make another member their owner first.' },
  EV016: { hint: 'invalid_new_owner', message: 'Only an active member of the team can become its owner' },
  EV017: { hint: 'invitation_rate_limit', message: 'Too many invitations. Please try again later.' },
  EV018: { hint: 'invitation_not_found', message: 'This invitation has expired or was withdrawn.' },
  EV019: { hint: 'cart_too_large', message: 'Un panier contient au plus 5 cadeaux.' },
  EV020: { hint: 'purchase_limit_reached', message: 'Limite de réservations atteinte pour aujourd’hui.' },
  EV021: { hint: 'invalid_contact_email', message: 'Please enter a valid contact e-mail address.' },
  EV030: { hint: 'invalid_mail', message: 'The subject must be 1 to 200 characters.' },
  EV031: { hint: 'event_mail_limit', message: 'At most 500 e-mails per event in 24 hours.' },
  EV032: { hint: 'guest_mail_limit', message: 'An address gets at most 3 e-mails in 24 hours.' },
  EV033: { hint: 'not_event_guests', message: "Only this event's guests can be e-mailed." },
  EV034: { hint: 'no_recipients', message: 'None of these guests can get this e-mail.' },
  EV027: { hint: 'party_too_large', message: 'Votre invitation ne prévoit pas autant d’accompagnants.' },
  EV040: { hint: 'invalid_site_content', message: 'Invalid website content' },
  EV041: { hint: 'unknown_question', message: 'Question inconnue.' },
  EV042: { hint: 'unknown_option', message: 'Choix inconnu.' },
  EV043: { hint: 'answer_too_long', message: 'Réponse trop longue.' },
  EV044: { hint: 'answer_required', message: 'Réponse obligatoire.' },
  EV090: { hint: 'rsvp_deadline_after_event', message: 'The RSVP deadline must be on or before the event date.' },
  EV050: { hint: 'public_copy_exists', message: "Remove the photo's public copy first" },
  EV051: { hint: 'account_mail_limit', message: 'At most 1,000 e-mails a day across all your events.' },
  EV052: {
    hint: 'event_creation_limit',
    message: 'At most 10 events can be created per account in 24 hours. Please try again tomorrow.',
  },
  EV060: {
    hint: 'name_shared',
    message: 'Plusieurs invités portent ce nom. Pour répondre, ouvrez le lien personnel reçu avec votre invitation.',
  },
  EV061: { hint: 'gift_rate_limited', message: 'La liste de cadeaux fait une pause. Réessayez dans une heure.' },
  EV070: { hint: 'file_not_an_image', message: 'This file is not an image: it cannot be published' },
  EV080: {
    hint: 'storage_full',
    message:
      "L'espace photo de cet événement est plein : vos photos ne peuvent pas être envoyées. Prévenez les organisateurs.",
  },
} as const satisfies Record<`EV${number}`, { hint: string; message: string }>

export type DbErrorCode = keyof typeof DB_ERRORS

/**
 * Whether a thrown error is the database's `code` refusal: works for supabase-js's
 * PostgrestError and the public pages' RpcError alike, which both carry PostgREST's `code`.
 */
export function hasDbCode(error: unknown, code: DbErrorCode): error is Error & { code: DbErrorCode } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}

/** The database's own sentence for a refusal of `code`, or `fallback` for any other failure. */
export function dbErrorMessage(error: unknown, code: DbErrorCode, fallback: string): string {
  if (!hasDbCode(error, code)) return fallback
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && message !== '' ? message : DB_ERRORS[code].message
}
