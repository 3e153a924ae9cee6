import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import type { PlusOne } from '@kernel/plus-ones'
import { answersToSend, attendeeNames, missingAnswer, type RsvpAnswers } from '@kernel/rsvp-answers'
import type { SiteContent } from '@kernel/site-content'
import type { RsvpGuest } from '../api/find-rsvp-guest'
import { answerRefusal } from '../api/refusals'
import { submitRsvp } from '../api/submit-rsvp'
import { companionsAllowedMessage } from './companions-allowed'
import { PlusOnesFields } from './plus-ones-fields'
import { QuestionFields, questionLabel } from './question-fields'
import { StepActions } from './step-actions'

type Attendance = 'confirmed' | 'declined'

/**
 * Step 2: coming or not, with whom, and the organisers' questions (issue 21). A guest who
 * answered before finds their answers here.
 */
export function RsvpAnswerStep({
  eventId,
  guest,
  site,
  onBack,
  onDone,
}: {
  eventId: string
  guest: RsvpGuest
  /** The questions, and the programme their attendance questions name. */
  site: Pick<SiteContent, 'questions' | 'programme'>
  onBack: () => void
  onDone: (attending: boolean) => void
}) {
  const [attendance, setAttendance] = useState<Attendance | null>(guest.status === 'pending' ? null : guest.status)
  const [plusOnes, setPlusOnes] = useState<PlusOne[]>(guest.plus_ones)
  const [answers, setAnswers] = useState<RsvpAnswers>(guest.rsvp_answers)
  const attendees = attendeeNames(guest.name, plusOnes)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const allowed = Math.max(0, guest.max_party_size - 1)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!attendance) return setError('Indiquez si vous serez présent(e).')
    if (attendance === 'confirmed' && plusOnes.some((p) => !p.name.trim())) {
      return setError('Indiquez le nom de chaque accompagnant, ou retirez la ligne.')
    }
    // Only a list the organisers shortened since can hold more: say so rather than send it.
    if (attendance === 'confirmed' && plusOnes.length > allowed) {
      return setError(`${companionsAllowedMessage(allowed)} Retirez les lignes en trop.`)
    }
    const missing = attendance === 'confirmed' ? missingAnswer(site.questions, answers, attendees.length) : null
    if (missing) {
      const label = questionLabel(missing, site.programme)
      const values = answers[missing.id]
      const who =
        missing.per === 'attendee'
          ? attendees.find(
              (_, i) => !Array.isArray(values) || values[i] === null || values[i] === undefined || values[i] === '',
            )
          : undefined
      return setError(`Merci de répondre à la question « ${label} »${who ? ` pour ${who.trim()}` : ''}.`)
    }
    setBusy(true)
    setError(null)
    try {
      await submitRsvp(
        eventId,
        guest.ticket,
        attendance,
        plusOnes,
        answersToSend(site.questions, answers, attendees.length),
      )
      onDone(attendance === 'confirmed')
    } catch (failure) {
      setError(answerRefusal(failure))
      setBusy(false)
    }
  }

  const choice = (value: Attendance, label: string) => (
    <label className="flex items-center gap-2 rounded-md border border-slate-200 p-3 has-checked:border-rose-500 dark:border-slate-800">
      <input
        type="radio"
        name="attendance"
        value={value}
        checked={attendance === value}
        onChange={() => setAttendance(value)}
      />
      {label}
    </label>
  )

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <p className="font-medium">Bonjour {guest.name} !</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Serez-vous des nôtres ?</legend>
        {choice('confirmed', 'Je serai présent(e)')}
        {choice('declined', 'Je ne pourrai pas venir')}
      </fieldset>
      {attendance === 'confirmed' && <PlusOnesFields value={plusOnes} allowed={allowed} onChange={setPlusOnes} />}
      {attendance === 'confirmed' &&
        site.questions.length > 0 &&
        guest.via === 'name' &&
        guest.status !== 'pending' && (
          // Answers may hold health details: found by name, they are not shown back (issue 28 G2).
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Vos réponses précédentes ne s’affichent qu’avec le lien personnel de votre invitation : répondez de nouveau
            aux questions ci-dessous.
          </p>
        )}
      {attendance === 'confirmed' && site.questions.length > 0 && (
        <QuestionFields
          questions={site.questions}
          programme={site.programme}
          attendees={attendees}
          value={answers}
          onChange={setAnswers}
        />
      )}
      <StepActions error={error}>
        <div className="flex justify-between gap-2">
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            Retour
          </Button>
          <Button type="submit" disabled={busy || !attendance}>
            {busy ? 'Envoi…' : 'Envoyer ma réponse'}
          </Button>
        </div>
      </StepActions>
    </form>
  )
}
