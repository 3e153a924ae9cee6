import type { EventRow, EventType } from '@/entities/event'
import { fromDateTimeInput, toDateTimeInput } from './date-input'
import type { FieldSave } from './event-fields'

/** What the General form edits (SPEC §2): raw text as typed. */
export interface GeneralValues {
  name: string
  slug: string
}

/** What the Details form edits; type is '' until chosen in the new-event wizard. */
export interface DetailsValues {
  type: EventType | ''
  date: string
  location: string
  spouse1: string
  spouse2: string
  person: string
}

export const EMPTY_GENERAL: GeneralValues = { name: '', slug: '' }
export const EMPTY_DETAILS: DetailsValues = { type: '', date: '', location: '', spouse1: '', spouse2: '', person: '' }

export const generalValuesOf = (event: EventRow): GeneralValues => ({ name: event.name ?? '', slug: event.slug ?? '' })

export const detailsValuesOf = (event: EventRow): DetailsValues => ({
  type: event.type,
  date: toDateTimeInput(event.date),
  location: event.location ?? '',
  spouse1: event.spouse1 ?? '',
  spouse2: event.spouse2 ?? '',
  person: event.person ?? '',
})

/** Stored text: trimmed, and null rather than blank. */
export const storedText = (value: string): string | null => value.trim() || null

/** The stored slug: lowercase (unique case-insensitively), null when empty. */
export const storedSlug = (value: string): string | null => value.trim().toLowerCase() || null

/**
 * SPEC §5: name and slug save only when changed. An untouched slug stays as stored even when
 * its case differs from what typing would produce.
 */
export function generalChanges(saved: GeneralValues, edited: GeneralValues): FieldSave[] {
  const saves: FieldSave[] = []
  const name = storedText(edited.name)
  if (name !== storedText(saved.name)) saves.push({ field: 'name', patch: { name } })
  if (edited.slug.trim() !== saved.slug.trim()) saves.push({ field: 'slug', patch: { slug: storedSlug(edited.slug) } })
  return saves
}

/**
 * The Details fields that changed, in form order. Spouses save together and only for a
 * wedding, the person only for the other types, as the form shows them.
 */
export function detailsChanges(saved: DetailsValues, edited: DetailsValues): FieldSave[] {
  const saves: FieldSave[] = []
  const type = edited.type || saved.type
  if (edited.type && edited.type !== saved.type) saves.push({ field: 'type', patch: { type: edited.type } })
  if (edited.date !== saved.date) saves.push({ field: 'date', patch: { date: fromDateTimeInput(edited.date) } })
  const location = storedText(edited.location)
  if (location !== storedText(saved.location)) saves.push({ field: 'location', patch: { location } })
  if (type === 'wedding') {
    const spouse1 = storedText(edited.spouse1)
    const spouse2 = storedText(edited.spouse2)
    if (spouse1 !== storedText(saved.spouse1) || spouse2 !== storedText(saved.spouse2)) {
      saves.push({ field: 'spouses', patch: { spouse1, spouse2 } })
    }
  } else {
    const person = storedText(edited.person)
    if (person !== storedText(saved.person)) saves.push({ field: 'person', patch: { person } })
  }
  return saves
}
