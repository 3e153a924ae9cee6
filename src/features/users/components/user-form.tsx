import { useForm, type FieldPath } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-frame'
import { FormDialogClose } from '@/components/ui/form-dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { schemaResolver } from '@/lib/form-resolver'
import { userInput, type UserFormValues, type UserInput } from '@kernel/user-input'

const ROLE_OPTIONS = [
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
] as const

const resolver = schemaResolver(userInput)

/**
 * SPEC §2/§5 user form: first name, last name, e-mail (e-mail type) and role, all required. No
 * native validation: each field shows the schema's sentence, the same the endpoint answers.
 */
export function UserForm({
  initial,
  roleLocked,
  submitLabel,
  onSubmit,
}: {
  initial: UserFormValues
  /** Editing oneself: the role shows as text, and the admin role is kept. */
  roleLocked: boolean
  submitLabel: string
  onSubmit: (input: UserInput) => Promise<void>
}) {
  const { register, handleSubmit, formState } = useForm<UserFormValues, unknown, UserInput>({
    defaultValues: initial,
    resolver,
  })
  const { errors, isSubmitting } = formState

  const field = (name: FieldPath<UserFormValues>) => ({
    ...register(name),
    'aria-required': true,
    error: errors[name]?.message,
  })

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <TextField label="First name" autoComplete="off" {...field('firstName')} />
      <TextField label="Last name" autoComplete="off" {...field('lastName')} />
      <TextField label="E-mail" type="email" autoComplete="off" {...field('email')} />
      {roleLocked ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium">Role</span>
          <span>Admin</span>
          <span className="text-sm text-slate-600 dark:text-slate-300">You cannot remove your own admin role.</span>
        </div>
      ) : (
        <SelectField label="Role" options={ROLE_OPTIONS} {...field('role')} />
      )}
      {roleLocked && errors.role && <FieldError>{errors.role.message}</FieldError>}
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
