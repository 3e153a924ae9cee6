import { format } from 'date-fns'
import type { TodoRow } from './types'

type Bucketed = Pick<TodoRow, 'status' | 'due_date'>

/** The viewer's calendar day as a date column holds it (yyyy-MM-dd): due dates have no time or zone. */
export const dayKey = (now: Date): string => format(now, 'yyyy-MM-dd')

export interface TodoBuckets<T> {
  /** Not completed, due today or earlier; `overdue` when due before today (SPEC §4). */
  today: { todo: T; overdue: boolean }[]
  /** Not completed, due after today; rows without a due date come last, so none is lost. */
  incoming: T[]
  completed: T[]
}

const byDueDate = (a: Bucketed, b: Bucketed) => {
  if (a.due_date === b.due_date) return 0
  if (a.due_date === null) return 1
  if (b.due_date === null) return -1
  return a.due_date < b.due_date ? -1 : 1
}

/** SPEC §2/§4: the To do view's Today and Incoming sections, and the Done view, on the viewer's day. */
export function bucketTodos<T extends Bucketed>(todos: readonly T[], now: Date = new Date()): TodoBuckets<T> {
  const today = dayKey(now)
  const sorted = [...todos].sort(byDueDate)
  const buckets: TodoBuckets<T> = { today: [], incoming: [], completed: [] }
  for (const todo of sorted) {
    if (todo.status === 'completed') buckets.completed.push(todo)
    else if (todo.due_date !== null && todo.due_date <= today)
      buckets.today.push({ todo, overdue: todo.due_date < today })
    else buckets.incoming.push(todo)
  }
  return buckets
}
