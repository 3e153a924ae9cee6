/**
 * E-mails to guests: kinds, the French texts each kind starts from, and the limits the database
 * enforces (queue_guest_mail, migration 20261125150000_add_guest_mail.sql), which the dialog
 * checks first so its messages come before a refusal.
 */
export const MAIL_KINDS = ['save_the_date', 'invitation', 'reminder', 'message'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/** Who a send reaches (queue_guest_mail's p_audience): everyone, by answer, or the guests selected. */
export const MAIL_AUDIENCES = ['everyone', 'pending', 'confirmed', 'declined', 'selected'] as const
export type MailAudience = (typeof MAIL_AUDIENCES)[number]

export const MAIL_LIMITS = {
  subject: 200,
  body: 5000,
  /** Recipients per event in 24 hours. */
  perEventPerDay: 500,
  /** Mails per guest in 24 hours. */
  perGuestPerDay: 3,
} as const

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  save_the_date: 'Save the date',
  invitation: 'Invitation',
  reminder: 'Reminder',
  message: 'Message',
}

/**
 * What each kind starts from (guest-facing, so French). The reminder's text is also the
 * automatic reminder's, in the migration 20261125150100_track_guest_mail.sql (a test keeps
 * them equal).
 */
export const MAIL_DEFAULTS: Record<MailKind, { subject: string; body: string }> = {
  save_the_date: {
    subject: 'Réservez la date : {date}',
    body: 'Bonjour {prénom},\n\nNotez la date : le {date}, à {lieu}. L’invitation suivra.\n\nÀ très bientôt !',
  },
  invitation: {
    subject: 'Vous êtes invité(e) !',
    body:
      'Bonjour {prénom},\n\nNous serions très heureux de vous compter parmi nous le {date}, à {lieu}.\n\n' +
      'Merci de nous répondre ici : {lien}\n\nÀ très bientôt !',
  },
  reminder: {
    subject: 'Petit rappel : votre réponse',
    body:
      'Bonjour {prénom},\n\nNous n’avons pas encore reçu votre réponse pour le {date}. ' +
      'Vous pouvez nous la donner en un instant ici : {lien}\n\nMerci !',
  },
  message: {
    subject: 'Des nouvelles de notre événement',
    body: 'Bonjour {prénom},\n\n\n\nÀ très bientôt !',
  },
}

/** The placeholders a message may hold, as the dialog lists them. */
export const MAIL_PLACEHOLDERS = ['{prénom}', '{nom}', '{lien}', '{date}', '{lieu}'] as const
