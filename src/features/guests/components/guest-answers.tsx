import { partyAnswer } from '@kernel/answer-summary'
import type { RsvpQuestion } from '@kernel/site-content'
import type { GuestRow } from '../types'

/** The questions as the list names them: an attendance question by its programme item. */
export interface TitledQuestion {
  question: RsvpQuestion
  title: string
}

/** A guest's answers to the RSVP questions, one line per question answered (issue 21). */
export function GuestAnswers({ guest, questions }: { guest: GuestRow; questions: readonly TitledQuestion[] }) {
  const lines = questions
    .map(({ question, title }) => ({ id: question.id, title, answer: partyAnswer(question, guest) }))
    .filter((line) => line.answer)
  if (lines.length === 0) return null
  return (
    <ul aria-label={`Answers of ${guest.name}`} className="flex flex-col">
      {lines.map((line) => (
        <li key={line.id} className="break-words">
          <span className="font-medium">{line.title}:</span> {line.answer}
        </li>
      ))}
    </ul>
  )
}
