import { Link } from 'react-router-dom'
import { formatEventDate } from '@/lib/dates'
import { paths } from '@/lib/paths'
import { eventName } from '@/entities/event'
import type { AssignedTodo } from '../api/get-assigned-todos'
import { isOverdue } from '../todo-due'

export function TodoWidgetRow({ todo, now }: { todo: AssignedTodo; now: Date }) {
  const overdue = isOverdue(todo, now)
  return (
    <li>
      <Link
        to={paths.eventTab(todo.event_id, 'todos')}
        className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-rose-500 dark:hover:bg-slate-900"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{todo.name}</span>
          {todo.event && (
            <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{eventName(todo.event)}</span>
          )}
        </span>
        <span
          className={`shrink-0 text-xs ${overdue ? 'font-medium text-rose-700 dark:text-rose-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {overdue ? `Overdue · ${formatEventDate(todo.due_date)}` : 'Today'}
        </span>
      </Link>
    </li>
  )
}
