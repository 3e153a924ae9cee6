import type { UseFormRegister } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'

export interface NameValues {
  firstName: string
  lastName: string
}

export const EMPTY_NAME: NameValues = { firstName: '', lastName: '' }

/**
 * First and last name inputs for the profile and invitation screens. No native `required`: the
 * screens show the spec's own sentence when a name is missing, not the browser's bubble.
 */
export function NameFields({
  register,
  labels,
  error,
}: {
  register: UseFormRegister<NameValues>
  labels: { first: string; last: string }
  error?: string
}) {
  return (
    <>
      <TextField label={labels.first} autoComplete="given-name" aria-required="true" {...register('firstName')} />
      <TextField label={labels.last} autoComplete="family-name" aria-required="true" {...register('lastName')} />
      {/* About both names: the form's message, not one field's. */}
      {error && <FieldError role="alert">{error}</FieldError>}
    </>
  )
}
