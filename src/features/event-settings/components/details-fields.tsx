import { useId, type ReactNode } from 'react'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import type { EventType } from '@/features/events'
import type { DetailsValues } from '../field-changes'

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
  typeError,
}: {
  values: DetailsValues
  onChange: (values: DetailsValues) => void
  /** SPEC §6: only global admins change type and date after creation. */
  lockTypeAndDate: boolean
  /** What the form says about changing type and date. */
  note: ReactNode
  typeError?: string | null
}) {
  const id = useId()
  const noteId = `${id}-note`
  const errorId = `${id}-type-error`
  const set = (field: keyof DetailsValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value })
  return (
    <div className="flex flex-col gap-4">
      <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
        {note}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <SelectField
            label="Type"
            value={values.type}
            onChange={(event) => onChange({ ...values, type: event.target.value as EventType | '' })}
            options={EVENT_TYPE_OPTIONS}
            placeholder={values.type ? undefined : 'Select a type'}
            disabled={lockTypeAndDate}
            required
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${errorId} ${noteId}` : noteId}
          />
          {typeError && (
            <p id={errorId} className="text-sm text-rose-700 dark:text-rose-400">
              {typeError}
            </p>
          )}
        </div>
        <TextField
          label="Date"
          type="datetime-local"
          value={values.date}
          onChange={set('date')}
          disabled={lockTypeAndDate}
          aria-describedby={noteId}
          className={LOCKABLE}
        />
      </div>
      <TextField label="Location" value={values.location} onChange={set('location')} autoComplete="off" />
      {values.type === 'wedding' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Spouse 1" value={values.spouse1} onChange={set('spouse1')} autoComplete="off" />
          <TextField label="Spouse 2" value={values.spouse2} onChange={set('spouse2')} autoComplete="off" />
        </div>
      ) : (
        <TextField label="Person" value={values.person} onChange={set('person')} autoComplete="off" />
      )}
    </div>
  )
}
