import { DB_ERRORS, dbErrorMessage, hasDbCode } from '@kernel/db-errors'

/**
 * The database's refusals of the guest pages' calls, read into what the page says (French, as the
 * page): the screens show these sentences and never test an `EV0xx` code themselves.
 */

const SEARCH_FAILED = 'Erreur lors de la recherche.'

/** 'Trouver ma table': the limit on look-ups (EV013) says itself; anything else is a failed search. */
export const findMyTableRefusal = (error: unknown) => dbErrorMessage(error, 'EV013', SEARCH_FAILED)

/**
 * RSVP step 1: the limit on look-ups (EV013) and a name several guests share (EV060, which points
 * to the personal link) answer in French already.
 */
export const findGuestRefusal = (error: unknown) =>
  dbErrorMessage(error, hasDbCode(error, 'EV060') ? 'EV060' : 'EV013', SEARCH_FAILED)

// The database's refusals of an answer, in its French words.
const ANSWER_CODES = ['EV027', 'EV041', 'EV042', 'EV043', 'EV044'] as const

/**
 * RSVP step 2: an expired step-1 ticket (EV014), a party past the allowance (EV027, lowered
 * meanwhile) or an answer the questions refuse say so in the database's words; the rest is ours.
 */
export function answerRefusal(error: unknown): string {
  const code = ANSWER_CODES.find((c) => hasDbCode(error, c))
  return code ? dbErrorMessage(error, code, '') : dbErrorMessage(error, 'EV014', "Erreur lors de l'enregistrement.")
}

/** The upload page's code step: what it titles and says for a refused code. */
export function uploadCodeRefusal(error: unknown): { title: string; text: string } {
  if (hasDbCode(error, 'EV001')) return { title: 'Invalid code', text: DB_ERRORS.EV001.message }
  if (hasDbCode(error, 'EV002')) return { title: 'Upload', text: DB_ERRORS.EV002.message }
  // The limit on attempts says so in the database's words (EV013); anything else is ours.
  return { title: 'Upload', text: dbErrorMessage(error, 'EV013', "Erreur d'envoi") }
}

/** The project's storage is full (EV080): the database's French sentence, or null for any other failure. */
export const storageFullMessage = (error: unknown): string | null =>
  hasDbCode(error, 'EV080') ? dbErrorMessage(error, 'EV080', '') : null
