import type { PlusOne } from './plus-ones'
import type { RsvpQuestion } from './site-content'

/**
 * A guest's answers to the RSVP questions (guests.rsvp_answers): per question id, one value for
 * the party, or one per attendee (index 0 the guest, then the plus-ones in order).
 */
export type AnswerValue = string | boolean | null

/** The longest text answer (dietary needs, free text), as the database bounds it (EV043). */
export const ANSWER_TEXT_MAX = 500
export type RsvpAnswers = Record<string, AnswerValue | AnswerValue[]>

export function readRsvpAnswers(value: unknown): RsvpAnswers {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as RsvpAnswers) : {}
}

const blank = (value: AnswerValue | undefined) => value === null || value === undefined || value === ''

/** The first required question left blank (for a party of `party` people), or null. */
export function missingAnswer(questions: RsvpQuestion[], answers: RsvpAnswers, party: number): RsvpQuestion | null {
  for (const question of questions) {
    if (!question.required) continue
    const answer = answers[question.id]
    if (question.per === 'attendee') {
      const values = Array.isArray(answer) ? answer : []
      for (let i = 0; i < party; i += 1) if (blank(values[i])) return question
    } else if (Array.isArray(answer) || blank(answer)) {
      return question
    }
  }
  return null
}

/** The guest's answers trimmed to the party that comes and the questions still asked. */
export function answersToSend(questions: RsvpQuestion[], answers: RsvpAnswers, party: number): RsvpAnswers {
  const sent: RsvpAnswers = {}
  for (const question of questions) {
    const answer = answers[question.id]
    const clean = (value: AnswerValue | undefined): AnswerValue =>
      typeof value === 'string' ? value.trim() || null : (value ?? null)
    if (question.per === 'attendee') {
      const values = Array.isArray(answer) ? answer : []
      const row = Array.from({ length: party }, (_, i) => clean(values[i]))
      if (row.some((value) => value !== null)) sent[question.id] = row
    } else if (!Array.isArray(answer) && clean(answer) !== null) {
      sent[question.id] = clean(answer)
    }
  }
  return sent
}

/** The attendees' names, the guest first: who a per-attendee answer is for. */
export function attendeeNames(name: string, plusOnes: PlusOne[]): string[] {
  return [name, ...plusOnes.map((p) => p.name)]
}
