import { FIELD_LIMITS, tooLongMessage } from '@kernel/field-limits'
import type { NewEventRow } from './api/create-event'
import { fromDateTimeInput } from './date-input'
import { storedSlug, storedText, type DetailsValues, type GeneralValues } from './field-changes'

export const TYPE_REQUIRED = 'Please choose the type of event.'
export const DATE_IN_PAST = 'The date of a new event cannot be in the past.'
/** Said beside the wizard's date field: only a global admin changes it afterwards (SPEC §6). */
export const DATE_IS_FINAL = 'Choose it with care: the date cannot be changed later.'

export type DetailsField = 'type' | 'date' | 'location' | 'spouse1' | 'spouse2' | 'person'
export type DetailsErrors = Partial<Record<DetailsField, string>>

const LABELS = { location: 'Location', spouse1: 'Spouse 1', spouse2: 'Spouse 2', person: 'Person' } as const

/**
 * What keeps the Details form from saving, per field (issue 29: a name over the database's limit
 * used to end in 'Event creation failed.'): each text within its limit (the fields the type
 * shows), and for a new event the type chosen and a date not in the past.
 */
export function detailsErrors(details: DetailsValues, options: { creating: boolean; now?: Date }): DetailsErrors {
  const errors: DetailsErrors = {}
  if (options.creating && !details.type) errors.type = TYPE_REQUIRED
  if (options.creating && details.date) {
    const date = fromDateTimeInput(details.date)
    if (date && new Date(date) < (options.now ?? new Date())) errors.date = DATE_IN_PAST
  }
  const shown: (keyof typeof LABELS)[] =
    details.type === 'wedding' ? ['location', 'spouse1', 'spouse2'] : ['location', 'person']
  for (const field of shown) {
    const kind = field === 'location' ? 'location' : 'name'
    if (details[field].trim().length > FIELD_LIMITS[kind]) errors[field] = tooLongMessage(LABELS[field], kind)
  }
  return errors
}

export const hasErrors = (errors: DetailsErrors) => Object.keys(errors).length > 0

/** The Details step's first blocking error, or null. */
export const detailsError = (details: DetailsValues, now?: Date): string | null =>
  Object.values(detailsErrors(details, { creating: true, now }))[0] ?? null

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
