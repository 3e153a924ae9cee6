import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormDialogClose } from '@/components/ui/form-dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { FIELD_CONTROL_CLASS } from '@/components/ui/field-frame'
import { FIELD_LIMITS } from '@kernel/field-limits'
import { PARTY_SIZE_BOUNDS, smallestAllowance } from '@kernel/party-size'
import { schemaResolver } from '@/lib/form-resolver'
import { guestInput, type GuestFormValues, type GuestInput } from '../guest-input'
import { GUEST_STATUSES, STATUS_LABELS } from '../types'
import { PlusOnesEditor } from './plus-ones-editor'

const resolver = schemaResolver(guestInput)
const STATUS_OPTIONS = GUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))
type TextKey = 'name' | 'email' | 'comment' | 'max_party_size'

/** SPEC §5 guest form: name required, e-mail optional, status, comment, plus-ones, allowed party size. */
export function GuestForm({
  initial,
  submitLabel,
  onSubmit,
  nameTakenBy,
}: {
  initial: GuestFormValues
  submitLabel: string
  onSubmit: (input: GuestInput) => Promise<void>
  /** The name of the guest already on the list under this name (any case), if any. */
  nameTakenBy?: (name: string) => string | undefined
}) {
  const id = useId()
  const { register, handleSubmit, control, formState, getValues, setValue } = useForm<
    GuestFormValues,
    unknown,
    GuestInput
  >({
    defaultValues: initial,
    resolver,
  })
  const { errors, isSubmitting } = formState
  const describedBy = (name: TextKey) => (errors[name] ? `${id}-${name}` : undefined)
  // Issue 29: two guests of one name cannot answer by name on the website (it opens neither):
  // said while typing, as the CSV import marks names already on the list. Adding stays allowed.
  const typedName = useWatch({ control, name: 'name' })
  const taken = nameTakenBy?.(typedName)
  // A plus-one added past the allowance raises it, as the database would; lowering it is the organiser's call.
  // No allowance typed: the event's setting applies, which never refuses the party on the list.
  const keepAllowance = (plusOnes: number) => {
    const party = smallestAllowance(plusOnes)
    const typed = getValues('max_party_size').trim()
    if (typed !== '' && !(Number(typed) >= party)) {
      setValue('max_party_size', String(party), { shouldDirty: true })
    }
  }
  const error = (name: TextKey) =>
    errors[name] && (
      <p id={`${id}-${name}`} className="text-sm text-rose-700 dark:text-rose-400">
        {errors[name].message}
      </p>
    )

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={FIELD_LIMITS.name}
        aria-required
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={
          [describedBy('name'), taken ? `${id}-name-taken` : undefined].filter(Boolean).join(' ') || undefined
        }
        {...register('name')}
      />
      {error('name')}
      {taken && (
        <p
          id={`${id}-name-taken`}
          role="status"
          className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          “{taken}” is already on the list. Guests with the same name cannot answer by name on the website: each needs
          their personal invitation link, or tell them apart (e.g. “{taken} (Lyon)”).
        </p>
      )}
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="off"
        maxLength={FIELD_LIMITS.email}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={describedBy('email')}
        {...register('email')}
      />
      {error('email')}
      <SelectField label="Status" options={STATUS_OPTIONS} {...register('status')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment-input`} className="text-sm font-medium">
          Comment
        </label>
        <textarea
          id={`${id}-comment-input`}
          rows={2}
          maxLength={FIELD_LIMITS.comment}
          className={FIELD_CONTROL_CLASS}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('comment')}
          {...register('comment')}
        />
      </div>
      {error('comment')}
      <TextField
        label="Allowed party size (optional)"
        type="number"
        inputMode="numeric"
        min={PARTY_SIZE_BOUNDS.min}
        max={PARTY_SIZE_BOUNDS.max}
        aria-invalid={errors.max_party_size ? true : undefined}
        aria-describedby={[`${id}-allowance-hint`, describedBy('max_party_size')].filter(Boolean).join(' ')}
        {...register('max_party_size')}
      />
      <p id={`${id}-allowance-hint`} className="-mt-2 text-xs text-slate-600 dark:text-slate-400">
        The most people this invitation covers, the guest included ({PARTY_SIZE_BOUNDS.min} to {PARTY_SIZE_BOUNDS.max}).
        Empty: the event’s “Guests may bring” setting applies.
      </p>
      {error('max_party_size')}
      <PlusOnesEditor control={control} register={register} errors={errors} onAdded={keepAllowance} />
      <div className="mt-2 flex justify-end gap-3">
        <FormDialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </FormDialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
