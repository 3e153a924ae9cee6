import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { dbErrorMessage, hasDbCode } from '@/kernel/db-errors'
import type { PlusOne } from '@/kernel/plus-ones'
import type { RsvpGuest } from '../api/find-rsvp-guest'
import { submitRsvp } from '../api/submit-rsvp'
import { companionsAllowedMessage } from './companions-allowed'
import { PlusOnesFields } from './plus-ones-fields'

type Attendance = 'confirmed' | 'declined'

/** Step 2: coming or not, and with whom. A guest who answered before finds their answer here. */
export function RsvpAnswerStep({
  eventId,
  guest,
  onBack,
  onDone,
}: {
  eventId: string
  guest: RsvpGuest
  onBack: () => void
  onDone: (attending: boolean) => void
}) {
  const [attendance, setAttendance] = useState<Attendance | null>(guest.status === 'pending' ? null : guest.status)
  const [plusOnes, setPlusOnes] = useState<PlusOne[]>(guest.plus_ones)
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
    setBusy(true)
    setError(null)
    try {
      await submitRsvp(eventId, guest.ticket, attendance, plusOnes)
      onDone(attendance === 'confirmed')
    } catch (failure) {
      // An expired step-1 ticket (EV014) or a party past the allowance (EV027, lowered meanwhile)
      // says so in the database's words; the rest is ours.
      setError(
        hasDbCode(failure, 'EV027')
          ? dbErrorMessage(failure, 'EV027', '')
          : dbErrorMessage(failure, 'EV014', "Erreur lors de l'enregistrement."),
      )
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
      {error && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {error}
        </p>
      )}
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          Retour
        </Button>
        <Button type="submit" disabled={busy || !attendance}>
          {busy ? 'Envoi…' : 'Envoyer ma réponse'}
        </Button>
      </div>
    </form>
  )
}
