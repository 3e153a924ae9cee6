import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import { toast } from '@/lib/toast'
import type { EventRow } from '@/entities/event'
import { useSaveMailSettings } from '../api/save-mail-settings'
import { DEADLINE_AFTER_EVENT, deadlineAfterEvent, eventDay } from '../rsvp-deadline'

/** The RSVP deadline (the public page and the mails show it) and the optional automatic reminder. */
export function MailSettingsForm({ event }: { event: EventRow }) {
  const save = useSaveMailSettings(event.id)
  const [deadline, setDeadline] = useState(event.rsvp_deadline ?? '')
  const [remind, setRemind] = useState(event.auto_reminder_days !== null)
  const [days, setDays] = useState(String(event.auto_reminder_days ?? 7))
  const [confirm, setConfirm] = useState(event.guest_confirmations)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const errorId = useId()

  async function submit(e: FormEvent) {
    e.preventDefault()
    const n = Number(days)
    if (deadlineAfterEvent(deadline, event.date)) return setError(DEADLINE_AFTER_EVENT)
    if (remind && !deadline) return setError('Set the RSVP deadline first: the reminder goes out before it.')
    if (remind && !(Number.isInteger(n) && n >= 1 && n <= 60))
      return setError('Remind 1 to 60 days before the deadline.')
    setError(null)
    setPending(true)
    try {
      await save({ rsvpDeadline: deadline || null, autoReminderDays: remind ? n : null, guestConfirmations: confirm })
      toast.success('RSVP settings saved')
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The settings could not be saved.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="rsvp-settings-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="rsvp-settings-heading" className="text-lg font-semibold">
        RSVP deadline and reminder
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label="RSVP deadline"
          type="date"
          value={deadline}
          max={eventDay(event.date) ?? undefined}
          aria-invalid={error === DEADLINE_AFTER_EVENT ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDeadline(e.target.value)}
        />
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={remind} onChange={(e) => setRemind(e.target.checked)} />
          Remind guests who have not answered
        </label>
        {remind && (
          <TextField
            label="Days before the deadline"
            type="number"
            min={1}
            max={60}
            className="w-24"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        )}
        <Button type="submit" variant="secondary" disabled={pending}>
          Save
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />
        E-mail guests a confirmation when they answer or reserve a gift
      </label>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        The confirmation repeats their answer with their personal link to change it, or the gifts and your gift
        instructions; it counts in the day's e-mails like any other.
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        The reminder goes once to each guest who has not answered, never to those who unsubscribed.
      </p>
      {/* Under the whole form: it may be about the deadline, the reminder or the save. */}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </form>
  )
}
