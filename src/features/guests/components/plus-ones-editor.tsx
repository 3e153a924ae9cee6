import { useId } from 'react'
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FIELD_CONTROL_CLASS, FieldError } from '@/components/ui/field-frame'
import { FIELD_LIMITS } from '@kernel/field-limits'
import type { GuestFormValues, GuestInput } from '../guest-input'

/** The accompanying guests: a name, adult or kid, vegetarian; added and removed in place. */
export function PlusOnesEditor({
  control,
  register,
  errors,
  onAdded,
}: {
  control: Control<GuestFormValues, unknown, GuestInput>
  register: UseFormRegister<GuestFormValues>
  errors: FieldErrors<GuestFormValues>
  /** Told the new number of plus-ones after one is added. */
  onAdded: (plusOnes: number) => void
}) {
  const id = useId()
  const { fields, append, remove } = useFieldArray({ control, name: 'plus_ones' })
  // The schema resolver reports nested fields under their dotted path.
  const errorOf = (index: number) =>
    (errors as Record<string, { message?: string } | undefined>)[`plus_ones.${index}.name`]?.message

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Plus-ones</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Coming alone.</p>}
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const message = errorOf(index)
          const label = `Plus-one ${index + 1}`
          return (
            <li
              key={field.id}
              className="flex flex-col gap-1 rounded-md border border-slate-200 p-2 dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center gap-2">
                <input
                  className={`${FIELD_CONTROL_CLASS} min-w-0 flex-1 basis-full sm:basis-0`}
                  aria-label={`${label} name`}
                  placeholder="Name"
                  autoComplete="off"
                  maxLength={FIELD_LIMITS.name}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-${index}` : undefined}
                  {...register(`plus_ones.${index}.name`)}
                />
                <select
                  className={FIELD_CONTROL_CLASS}
                  aria-label={`${label} age`}
                  {...register(`plus_ones.${index}.age`)}
                >
                  <option value="adult">Adult</option>
                  <option value="kid">Kid</option>
                </select>
                <label className="flex items-center gap-1 text-sm">
                  <input type="checkbox" {...register(`plus_ones.${index}.vegetarian`)} />
                  Vegetarian
                  <span className="sr-only"> ({label})</span>
                </label>
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={`Remove ${label}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </div>
              {message && <FieldError id={`${id}-${index}`}>{message}</FieldError>}
            </li>
          )
        })}
      </ul>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            append({ name: '', age: 'adult', vegetarian: false })
            onAdded(fields.length + 1)
          }}
        >
          Add a plus-one
        </Button>
      </div>
    </fieldset>
  )
}
