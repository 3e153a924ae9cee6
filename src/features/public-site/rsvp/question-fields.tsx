import { useId } from 'react'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { ANSWER_TEXT_MAX, type AnswerValue, type RsvpAnswers } from '@kernel/rsvp-answers'
import type { ProgrammeItem, RsvpQuestion } from '@kernel/site-content'

/** The question as the guest reads it: an attendance question names its programme item. */
export function questionLabel(question: RsvpQuestion, programme: ProgrammeItem[]): string {
  if (question.kind !== 'attends') return question.label
  const item = programme.find((entry) => entry.id === question.item)
  return question.label || (item ? `Serez-vous présent(e) : ${item.title} ?` : '')
}

function AnswerInput({
  question,
  label,
  value,
  onChange,
}: {
  question: RsvpQuestion
  label: string
  value: AnswerValue | undefined
  onChange: (value: AnswerValue) => void
}) {
  const id = useId()
  const required = question.required ? ' (obligatoire)' : ''
  if (question.kind === 'menu') {
    return (
      <label className="flex flex-col gap-1 text-sm">
        <span>
          {label}
          {required}
        </span>
        <select
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
          className={FIELD_CONTROL_CLASS}
          aria-required={question.required || undefined}
        >
          <option value="">Choisir…</option>
          {(question.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    )
  }
  if (question.kind === 'yesno' || question.kind === 'attends') {
    return (
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1">
          {label}
          {required}
        </legend>
        <div className="flex gap-4">
          {[
            [true, 'Oui'],
            [false, 'Non'],
          ].map(([choice, word]) => (
            <label key={String(choice)} className="flex items-center gap-2">
              <input type="radio" name={id} checked={value === choice} onChange={() => onChange(choice as boolean)} />
              {word}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span>
        {label}
        {required}
      </span>
      <input
        value={typeof value === 'string' ? value : ''}
        maxLength={ANSWER_TEXT_MAX}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD_CONTROL_CLASS}
        aria-required={question.required || undefined}
      />
    </label>
  )
}

/**
 * Step 2's questions: each asked once for the party, or of every attendee by name (the guest,
 * then each accompanying adult or kid).
 */
export function QuestionFields({
  questions,
  programme,
  attendees,
  value,
  onChange,
}: {
  questions: RsvpQuestion[]
  programme: ProgrammeItem[]
  /** The names of those who come, the guest first. */
  attendees: string[]
  value: RsvpAnswers
  onChange: (next: RsvpAnswers) => void
}) {
  const setParty = (question: RsvpQuestion, answer: AnswerValue) => onChange({ ...value, [question.id]: answer })
  const setAttendee = (question: RsvpQuestion, index: number, answer: AnswerValue) => {
    const current = value[question.id]
    const row = Array.isArray(current) ? [...current] : []
    while (row.length < attendees.length) row.push(null)
    row[index] = answer
    onChange({ ...value, [question.id]: row })
  }
  return (
    <div className="flex flex-col gap-4">
      {questions.map((question) => {
        const label = questionLabel(question, programme)
        if (question.per === 'party') {
          return (
            <div key={question.id} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <AnswerInput
                question={question}
                label={label}
                value={Array.isArray(value[question.id]) ? null : (value[question.id] as AnswerValue | undefined)}
                onChange={(answer) => setParty(question, answer)}
              />
            </div>
          )
        }
        const answers = value[question.id]
        return (
          <fieldset
            key={question.id}
            className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-800"
          >
            <legend className="px-1 text-sm font-medium">{label}</legend>
            {attendees.map((name, index) => (
              <AnswerInput
                key={index}
                question={question}
                label={`${label} — ${name || `Accompagnant ${index}`}`}
                value={Array.isArray(answers) ? answers[index] : undefined}
                onChange={(answer) => setAttendee(question, index, answer)}
              />
            ))}
          </fieldset>
        )
      })}
    </div>
  )
}
