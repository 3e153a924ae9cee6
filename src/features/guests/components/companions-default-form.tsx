import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { FieldError } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import { toast } from '@/lib/toast'
import type { EventRow } from '@/entities/event'
import { useSaveCompanionsDefault } from '../api/save-companions-default'

type Choice = 'any' | 'upTo' | 'nobody'
const OPTIONS: { value: Choice; label: string }[] = [
  { value: 'any', label: 'as many as they say' },
  { value: 'upTo', label: 'up to…' },
  { value: 'nobody', label: 'nobody' },
]
const choiceOf = (companions: number | null): Choice =>
  companions === null ? 'any' : companions === 0 ? 'nobody' : 'upTo'

/**
 * The event's 'Guests may bring' (issue 29): SPEC §2 lets each guest declare their accompanying
 * guests; organisers who want a limit set it here for everyone, or per guest ('Allowed party size').
 */
export function CompanionsDefaultForm({ event }: { event: Pick<EventRow, 'id' | 'rsvp_companions'> }) {
  const save = useSaveCompanionsDefault(event.id)
  const stored = event.rsvp_companions ?? null
  const [choice, setChoice] = useState<Choice>(choiceOf(stored))
  const [count, setCount] = useState(String(stored && stored > 0 ? stored : 1))
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const wanted = choice === 'any' ? null : choice === 'nobody' ? 0 : Number(count)

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (choice === 'upTo' && !(/^\d{1,2}$/.test(count.trim()) && wanted! >= 1 && wanted! <= 20)) {
      return setError('Guests may bring 1 to 20 accompanying guests.')
    }
    setError(null)
    setPending(true)
    try {
      await save(wanted)
      toast.success(
        'Saved: guests may bring ' +
          (wanted === null ? 'as many as they say' : wanted === 0 ? 'nobody' : `up to ${wanted}`),
      )
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The setting could not be saved.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      onSubmit={(formEvent) => void submit(formEvent)}
      noValidate
      aria-label="Accompanying guests"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <SelectField
        label="Guests may bring"
        options={OPTIONS}
        value={choice}
        onChange={(changeEvent) => setChoice(changeEvent.target.value as Choice)}
      />
      {choice === 'upTo' && (
        <TextField
          label="Accompanying guests at most"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          className="w-24"
          value={count}
          aria-invalid={error ? true : undefined}
          onChange={(changeEvent) => setCount(changeEvent.target.value)}
        />
      )}
      <Button type="submit" variant="secondary" disabled={pending || wanted === stored}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
      <p className="w-full text-xs text-slate-600 dark:text-slate-400">
        How many accompanying guests each guest may add when answering. A guest’s own “Allowed party size” wins.
      </p>
      {/* Across the form's width: the count's refusal or the save's. */}
      {error && (
        <FieldError role="alert" className="w-full">
          {error}
        </FieldError>
      )}
    </form>
  )
}
