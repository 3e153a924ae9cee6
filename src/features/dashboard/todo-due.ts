import type { Tables } from '@kernel/generated/database.types'

type DueFields = Pick<Tables<'todos'>, 'status' | 'due_date'>

const pad = (value: number) => String(value).padStart(2, '0')

/** The viewer's calendar day as the database writes a date column (YYYY-MM-DD). */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * SPEC §4/§9: the dashboard widget lists todos not completed and due now or earlier. due_date is
 * a date without time, so "now" is today: a todo due today is listed all day long, one due
 * tomorrow is not, and one without a due date never is.
 */
export function isDueNow(todo: DueFields, now: Date = new Date()): boolean {
  return todo.status !== 'completed' && todo.due_date !== null && todo.due_date <= localDay(now)
}

/** SPEC §4: overdue means due before today and not completed. */
export function isOverdue(todo: DueFields, now: Date = new Date()): boolean {
  return todo.status !== 'completed' && todo.due_date !== null && todo.due_date < localDay(now)
}

/** The widget's rows: due now or earlier, oldest due date first. */
export function dueTodos<T extends DueFields>(todos: readonly T[], now: Date = new Date()): T[] {
  return todos.filter((todo) => isDueNow(todo, now)).sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? ''))
}
