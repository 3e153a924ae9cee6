import { z } from 'zod'
import { FIELD_LIMITS, tooLongMessage } from '@kernel/field-limits'

/** SPEC §5: the due date is required, with this alert when missing. */
export const MISSING_DUE_DATE = 'Please select a due date'

/** SPEC §5 todo form: name required, a due date, an optional category, assignees from the team. */
export const todoInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(FIELD_LIMITS.name, tooLongMessage('Name', 'name')),
  due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MISSING_DUE_DATE),
  category: z
    .string()
    .trim()
    .max(FIELD_LIMITS.label, tooLongMessage('Category', 'label'))
    .transform((value) => (value === '' ? null : value)),
  assignees: z.array(z.string()),
})

export type TodoFormValues = z.input<typeof todoInput>
export type TodoInput = z.output<typeof todoInput>

export const emptyTodo = (dueDate = ''): TodoFormValues => ({
  name: '',
  due_date: dueDate,
  category: '',
  assignees: [],
})

export const formValuesOf = (todo: {
  name: string
  due_date: string | null
  category: string | null
  assignees: string[]
}): TodoFormValues => ({
  name: todo.name,
  due_date: todo.due_date ?? '',
  category: todo.category ?? '',
  assignees: todo.assignees,
})
