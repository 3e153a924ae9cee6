import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { formatEventDate } from '@/lib/dates'
import { toast } from '@/lib/toast'
import { useSetTodoStatus } from '../api/set-todo-status'
import { dayKey } from '../todo-buckets'
import type { Assignable, TodoRow } from '../types'
import { AssigneeChips } from './assignee-chips'
import { StatusButton } from './status-button'

/** One todo: status button, name, category, due date (flagged when overdue), assignees, edit and delete. */
export function TodoItem({
  todo,
  overdue = false,
  team,
  onEdit,
  onDelete,
}: {
  todo: TodoRow
  overdue?: boolean
  team: readonly Assignable[]
  onEdit: (todo: TodoRow) => void
  onDelete: (todo: TodoRow) => void
}) {
  const setStatus = useSetTodoStatus()
  const [pending, setPending] = useState(false)
  const completed = todo.status === 'completed'

  async function toggle() {
    setPending(true)
    try {
      await setStatus(todo, completed ? 'pending' : 'completed')
    } catch (error) {
      console.error('Changing a todo status failed', error)
      toast.error('Could not change the todo status', {
        description: error instanceof Error ? error.message : undefined,
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <span className="pt-0.5">
        <StatusButton completed={completed} pending={pending} onToggle={() => void toggle()} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className={`break-words font-medium ${completed ? 'text-slate-500 line-through' : ''}`}>{todo.name}</span>
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          {todo.due_date && (
            <span className={overdue ? 'font-medium text-rose-700 dark:text-rose-400' : undefined}>
              {overdue
                ? `Overdue · ${formatEventDate(todo.due_date)}`
                : !completed && todo.due_date === dayKey(new Date())
                  ? 'Due today'
                  : `Due ${formatEventDate(todo.due_date)}`}
            </span>
          )}
          {todo.category && (
            <span className="rounded bg-rose-50 px-1.5 py-0.5 text-rose-800 dark:bg-rose-950 dark:text-rose-200">
              {todo.category}
            </span>
          )}
        </div>
        <AssigneeChips ids={todo.assignees} team={team} />
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button variant="ghost" className="px-2 py-1" aria-label={`Edit ${todo.name}`} onClick={() => onEdit(todo)}>
          Edit
        </Button>
        <Button variant="ghost" className="px-2 py-1" aria-label={`Delete ${todo.name}`} onClick={() => onDelete(todo)}>
          Delete
        </Button>
      </div>
    </li>
  )
}
