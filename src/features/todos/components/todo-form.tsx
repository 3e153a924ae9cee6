import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormDialogClose } from '@/components/ui/form-dialog'
import { FieldError } from '@/components/ui/field-frame'
import { TextField } from '@/components/ui/text-field'
import { FIELD_LIMITS } from '@kernel/field-limits'
import { schemaResolver } from '@/lib/form-resolver'
import { todoInput, type TodoFormValues, type TodoInput } from '../todo-input'
import type { Assignable } from '../types'
import { AssigneePicker } from './assignee-picker'
import { DueDateCalendar } from './due-date-calendar'

const resolver = schemaResolver(todoInput)

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
  // Assignees cannot be wrong: they are picked from a list.

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={FIELD_LIMITS.name}
        aria-required
        error={errors.name?.message}
        {...register('name')}
      />
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
      {errors.due_date && <FieldError role="alert">{errors.due_date.message}</FieldError>}
      <TextField
        label="Category"
        autoComplete="off"
        maxLength={FIELD_LIMITS.label}
        error={errors.category?.message}
        {...register('category')}
      />
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
