import type { NewEventRow } from './api/create-event'
import { fromDateTimeInput } from './date-input'
import { storedSlug, storedText, type DetailsValues, type GeneralValues } from './field-changes'

export const TYPE_REQUIRED = 'Please choose the type of event.'

/** The Details step's blocking error: the type is required on insert (SPEC §3, schema). */
export const detailsError = (details: DetailsValues): string | null => (details.type ? null : TYPE_REQUIRED)

/**
 * The row the wizard inserts once, at the end: only the naming fields of its type (spouses for
 * a wedding, the person otherwise), blanks as null. user_id is the creator; the database would
 * set it anyway, and the read-back policy needs it.
 */
export function newEventRow(general: GeneralValues, details: DetailsValues, userId: string): NewEventRow {
  if (!details.type) throw new Error(TYPE_REQUIRED)
  const wedding = details.type === 'wedding'
  return {
    name: storedText(general.name),
    slug: storedSlug(general.slug),
    type: details.type,
    date: fromDateTimeInput(details.date),
    location: storedText(details.location),
    spouse1: wedding ? storedText(details.spouse1) : null,
    spouse2: wedding ? storedText(details.spouse2) : null,
    person: wedding ? null : storedText(details.person),
    user_id: userId,
  }
}
