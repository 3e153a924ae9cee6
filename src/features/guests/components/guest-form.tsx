import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormDialogClose } from '@/components/ui/form-dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextField } from '@/components/ui/text-field'
import { FIELD_LIMITS } from '@kernel/field-limits'
import { PARTY_SIZE_BOUNDS, smallestAllowance } from '@kernel/party-size'
import { schemaResolver } from '@/lib/form-resolver'
import { guestInput, type GuestFormValues, type GuestInput } from '../guest-input'
import { GUEST_STATUSES, STATUS_LABELS } from '../types'
import { PlusOnesEditor } from './plus-ones-editor'

const resolver = schemaResolver(guestInput)
const STATUS_OPTIONS = GUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

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

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={FIELD_LIMITS.name}
        aria-required
        error={errors.name?.message}
        aria-describedby={taken ? `${id}-name-taken` : undefined}
        {...register('name')}
      />
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
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label="Status" options={STATUS_OPTIONS} {...register('status')} />
      <TextAreaField
        label="Comment"
        rows={2}
        maxLength={FIELD_LIMITS.comment}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <TextField
        label="Allowed party size (optional)"
        type="number"
        inputMode="numeric"
        min={PARTY_SIZE_BOUNDS.min}
        max={PARTY_SIZE_BOUNDS.max}
        description={
          <>
            The most people this invitation covers, the guest included ({PARTY_SIZE_BOUNDS.min} to{' '}
            {PARTY_SIZE_BOUNDS.max}). Empty: the event’s “Guests may bring” setting applies.
          </>
        }
        error={errors.max_party_size?.message}
        {...register('max_party_size')}
      />
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
