import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormDialogClose } from '@/components/ui/form-dialog'
import { TextField } from '@/components/ui/text-field'
import { FIELD_LIMITS } from '@kernel/field-limits'
import { schemaResolver } from '@/lib/form-resolver'
import { todoInput, type TodoFormValues, type TodoInput } from '../todo-input'
import type { Assignable } from '../types'
import { AssigneePicker } from './assignee-picker'
import { DueDateCalendar } from './due-date-calendar'

const resolver = schemaResolver(todoInput)
// The fields that show a message of their own (assignees cannot be wrong: they are picked from a list).
type TextKey = 'name' | 'due_date' | 'category'

/** SPEC §5 todo form: name (required), due date (required, past days disabled), category, assignees. */
export function TodoForm({
  initial,
  team,
  submitLabel,
  onSubmit,
}: {
  initial: TodoFormValues
  team: readonly Assignable[]
  submitLabel: string
  onSubmit: (input: TodoInput) => Promise<void>
}) {
  const id = useId()
  const { register, handleSubmit, control, formState } = useForm<TodoFormValues, unknown, TodoInput>({
    defaultValues: initial,
    resolver,
  })
  const { errors, isSubmitting } = formState
  const describedBy = (name: TextKey) => (errors[name] ? `${id}-${name}` : undefined)
  const error = (name: TextKey, alert = false) =>
    errors[name] && (
      <p id={`${id}-${name}`} role={alert ? 'alert' : undefined} className="text-sm text-rose-700 dark:text-rose-400">
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
        aria-describedby={describedBy('name')}
        {...register('name')}
      />
      {error('name')}
      <div className="flex flex-col gap-1">
        <span id={`${id}-due`} className="text-sm font-medium">
          Due date
        </span>
        <Controller
          control={control}
          name="due_date"
          render={({ field }) => (
            <DueDateCalendar value={field.value} onChange={field.onChange} labelledBy={`${id}-due`} />
          )}
        />
      </div>
      {error('due_date', true)}
      <TextField
        label="Category"
        autoComplete="off"
        maxLength={FIELD_LIMITS.label}
        aria-invalid={errors.category ? true : undefined}
        aria-describedby={describedBy('category')}
        {...register('category')}
      />
      {error('category')}
      <Controller
        control={control}
        name="assignees"
        render={({ field }) => <AssigneePicker team={team} value={field.value} onChange={field.onChange} />}
      />
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
