import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useAssignedTodos } from '../api/get-assigned-todos'
import { dueTodos } from '../todo-due'
import { TodoWidgetRow } from './todo-widget-row'

/** SPEC §2 todo widget: my non-completed todos due now or earlier, over all my events. */
export function TodoWidget({ userId }: { userId: string | null }) {
  const { data, error, mutate } = useAssignedTodos(userId)
  const now = new Date()
  const todos = dueTodos(data ?? [], now)
  return (
    <section
      aria-labelledby="todo-widget-title"
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="todo-widget-title" className="font-semibold">
        What&apos;s need to be done today
      </h2>
      <div className="mt-3">
        {/* What was loaded (or why it failed) stays shown while SWR revalidates or retries: the
            skeleton rows are for the first load only, never back over a list or an error. */}
        {data === undefined && error ? (
          <LoadError compact onRetry={() => void mutate()}>
            Could not load your todos.
          </LoadError>
        ) : data === undefined ? (
          <div role="status" aria-label="Loading todos" className="flex flex-col gap-2">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : todos.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No urgent todos. You&apos;re all caught up!</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {todos.map((todo) => (
              <TodoWidgetRow key={todo.id} todo={todo} now={now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
