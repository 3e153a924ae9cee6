import { useId, type ReactNode } from 'react'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import type { EventType } from '@/entities/event'
import type { DetailsValues } from '../field-changes'
import type { DetailsErrors } from '../new-event'

/** SPEC §3 event types, as the Details form lists them. */
const EVENT_TYPE_OPTIONS: readonly { value: EventType; label: string }[] = [
  { value: 'wedding', label: 'Wedding' },
  { value: 'baptism', label: 'Baptism' },
  { value: 'birthday', label: 'Birthday' },
  { value: 'anniversary', label: 'Anniversary' },
  { value: 'other', label: 'Other' },
]

const LOCKABLE = 'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800'

/**
 * SPEC §2 Details fields, shared by the new-event wizard and Settings → Details: type, date,
 * location, then the spouses of a wedding or the person of any other type.
 */
export function DetailsFields({
  values,
  onChange,
  lockTypeAndDate,
  note,
  errors = {},
  dateHint,
  minDate,
}: {
  values: DetailsValues
  onChange: (values: DetailsValues) => void
  /** SPEC §6: only global admins change type and date after creation. */
  lockTypeAndDate: boolean
  /** What the form says about changing type and date. */
  note: ReactNode
  /** Each field's refusal, shown under it and tied to it. */
  errors?: DetailsErrors
  /** Said under the date field (the wizard: it cannot be changed later). */
  dateHint?: string
  /** The earliest date the picker offers (the wizard: now). */
  minDate?: string
}) {
  const id = useId()
  const noteId = `${id}-note`
  const dateHintId = `${id}-date-hint`
  const set = (field: keyof DetailsValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value })
  const text = (field: 'location' | 'spouse1' | 'spouse2' | 'person', label: string) => (
    <TextField label={label} value={values[field]} onChange={set(field)} autoComplete="off" error={errors[field]} />
  )
  return (
    <div className="flex flex-col gap-4">
      <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
        {note}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          value={values.type}
          onChange={(event) => onChange({ ...values, type: event.target.value as EventType | '' })}
          options={EVENT_TYPE_OPTIONS}
          placeholder={values.type ? undefined : 'Select a type'}
          disabled={lockTypeAndDate}
          required
          error={errors.type}
          aria-describedby={noteId}
        />
        <div className="flex flex-col gap-1">
          <TextField
            label="Date"
            type="datetime-local"
            value={values.date}
            onChange={set('date')}
            disabled={lockTypeAndDate}
            min={minDate}
            error={errors.date}
            aria-describedby={dateHint ? `${dateHintId} ${noteId}` : noteId}
            className={LOCKABLE}
          />
          {dateHint && (
            <p id={dateHintId} className="text-sm text-amber-800 dark:text-amber-300">
              {dateHint}
            </p>
          )}
        </div>
      </div>
      {text('location', 'Location')}
      {values.type === 'wedding' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {text('spouse1', 'Spouse 1')}
          {text('spouse2', 'Spouse 2')}
        </div>
      ) : (
        text('person', 'Person')
      )}
    </div>
  )
}
