import { plusOnesOf } from './plus-ones'
import type { AnswerValue } from './rsvp-answers'
import type { ProgrammeItem, RsvpQuestion } from './site-content'

/*
 * The organisers' reading of the guests' answers (issue 21): the guests list, the CSV export,
 * the overview and the table plan's place cards. Apart from rsvp-answers.ts, which the public
 * wizard loads, so the two sides share no chunk.
 */

interface AnsweringGuest {
  name: string
  status: string
  plus_ones: unknown
  rsvp_answers?: unknown
}

const answersOf = (guest: AnsweringGuest): Record<string, AnswerValue | AnswerValue[]> =>
  guest.rsvp_answers && typeof guest.rsvp_answers === 'object' && !Array.isArray(guest.rsvp_answers)
    ? (guest.rsvp_answers as Record<string, AnswerValue | AnswerValue[]>)
    : {}

const word = (value: AnswerValue | AnswerValue[] | undefined): string => {
  if (Array.isArray(value) || value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return value
}

/** One attendee's answer (0 the guest, then the plus-ones), as a word; '' when none. */
export function answerOf(question: RsvpQuestion, guest: AnsweringGuest, attendee = 0): string {
  const answer = answersOf(guest)[question.id]
  return word(question.per === 'attendee' ? (Array.isArray(answer) ? answer[attendee] : undefined) : answer)
}

/** The guest and their plus-ones' names, the guest first. */
export function partyNames(guest: AnsweringGuest): string[] {
  return [guest.name, ...plusOnesOf(guest.plus_ones).map((p) => p.name)]
}

/**
 * A question's answers for the whole party in one cell: "Bœuf" for the party, or per attendee
 * "Alice Martin: Bœuf; Camille: Végétarien". '' when nobody answered.
 */
export function partyAnswer(question: RsvpQuestion, guest: AnsweringGuest): string {
  if (question.per === 'party') return answerOf(question, guest)
  return partyNames(guest)
    .map((name, i) => [name, answerOf(question, guest, i)] as const)
    .filter(([, answer]) => answer)
    .map(([name, answer]) => `${name}: ${answer}`)
    .join('; ')
}

/** The question's heading for the organisers: an attendance question names its item. */
export function questionTitle(question: RsvpQuestion, programme: ProgrammeItem[]): string {
  if (question.kind !== 'attends') return question.label
  const item = programme.find((entry) => entry.id === question.item)
  return question.label || item?.title || 'Attendance'
}

const partySize = (guest: AnsweringGuest) => 1 + plusOnesOf(guest.plus_ones).length

/**
 * The overview's figures for a question, over confirmed guests, counted in people: per option
 * for a menu choice ('Bœuf 42 · Poisson 18'), Yes and No for a yes / no or attendance question
 * (a party's answer counts for its whole party). Text questions have none.
 */
export function answerCounts(
  question: RsvpQuestion,
  guests: readonly AnsweringGuest[],
): { label: string; count: number }[] {
  const counts = new Map<string, number>()
  if (question.kind === 'menu') for (const option of question.options ?? []) counts.set(option, 0)
  else if (question.kind === 'yesno' || question.kind === 'attends') {
    counts.set('Yes', 0)
    counts.set('No', 0)
  } else return []
  for (const guest of guests) {
    if (guest.status !== 'confirmed') continue
    if (question.per === 'party') {
      const answer = answerOf(question, guest)
      if (counts.has(answer)) counts.set(answer, counts.get(answer)! + partySize(guest))
      continue
    }
    for (let i = 0; i < partySize(guest); i += 1) {
      const answer = answerOf(question, guest, i)
      if (counts.has(answer)) counts.set(answer, counts.get(answer)! + 1)
    }
  }
  return [...counts].map(([label, count]) => ({ label, count }))
}

/** "Bœuf 42 · Poisson 18 · Végétarien 6" */
export function countsText(counts: { label: string; count: number }[]): string {
  return counts.map((c) => `${c.label} ${c.count}`).join(' · ')
}
