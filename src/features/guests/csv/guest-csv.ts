import { partyAnswer } from '@kernel/answer-summary'
import { plusOnesOf } from '@kernel/plus-ones'
import type { RsvpQuestion } from '@kernel/site-content'
import { partyVegetarians } from '@kernel/vegetarians'
import { STATUS_LABELS, type GuestRow } from '../types'
import { emitCsv } from './csv-text'
import { formatPlusOnes } from './plus-ones-text'

/** The export's header; import maps these same names (and common variants) back. */
export const EXPORT_HEADER = [
  'Name',
  'E-mail',
  'Status',
  'Comment',
  'Plus-ones',
  'Party size',
  'Allowed party size',
  'Vegetarians',
] as const

/**
 * The guest list as a CSV file's text, in the list's order; then one column per RSVP question,
 * each cell the party's answers, plus-ones named ("Alice: Bœuf; Camille: Végétarien").
 * 'Vegetarians' counts a confirmed party's vegetarians as the guests screen does (issue 29).
 */
export function guestsToCsv(
  guests: readonly GuestRow[],
  questions: readonly { question: RsvpQuestion; title: string }[] = [],
): string {
  const asked = questions.map((q) => q.question)
  return emitCsv([
    [...EXPORT_HEADER, ...questions.map((q) => q.title)],
    ...guests.map((guest) => [
      guest.name,
      guest.email ?? '',
      STATUS_LABELS[guest.status],
      guest.comment ?? '',
      formatPlusOnes(plusOnesOf(guest.plus_ones)),
      String(guest.number),
      guest.max_party_size === null ? '' : String(guest.max_party_size),
      guest.status === 'confirmed' ? String(partyVegetarians(guest, asked)) : '',
      ...questions.map((q) => (guest.status === 'confirmed' ? partyAnswer(q.question, guest) : '')),
    ]),
  ])
}

/** `guests-my-wedding-2026-11-25.csv` */
export function exportFileName(eventName: string, today: Date): string {
  const slug = eventName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  return `guests-${slug || 'event'}-${day}.csv`
}
