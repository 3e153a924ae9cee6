import type { KeyboardEvent, ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormDialogClose } from '@/components/ui/form-dialog'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextField } from '@/components/ui/text-field'
import { FIELD_LIMITS } from '@kernel/field-limits'
import { schemaResolver } from '@/lib/form-resolver'
import { giftInput, type GiftFormValues, type GiftInput } from '../gift-input'

const resolver = schemaResolver(giftInput)

/**
 * SPEC §5 gift form: name (required), amount (a number ≥ 0), optional description, and the image
 * area (`image`). While a file is chosen (`holdEnter`) Enter in a field does not submit (SPEC §2).
 */
export function GiftForm({
  initial,
  submitLabel,
  image,
  holdEnter,
  busy,
  onSubmit,
}: {
  initial: GiftFormValues
  submitLabel: string
  image: ReactNode
  holdEnter: boolean
  /** The image is still compressing: nothing to save yet. */
  busy: boolean
  onSubmit: (input: GiftInput) => Promise<void>
}) {
  const { register, handleSubmit, formState } = useForm<GiftFormValues, unknown, GiftInput>({
    defaultValues: initial,
    resolver,
  })
  const { errors, isSubmitting } = formState

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (holdEnter && event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault()
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} onKeyDown={onKeyDown} noValidate className="flex flex-col gap-3">
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={FIELD_LIMITS.name}
        aria-required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Amount (€)"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        aria-required
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={FIELD_LIMITS.description}
        error={errors.description?.message}
        {...register('description')}
      />
      {image}
      <div className="mt-2 flex justify-end gap-3">
        <FormDialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </FormDialogClose>
        <Button type="submit" disabled={isSubmitting || busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
