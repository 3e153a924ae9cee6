import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { ModuleGate, useEvent } from '@/entities/event'
import { useTodoTeam } from '../api/get-todo-team'
import { useTodos } from '../api/get-todos'
import type { TodoRow } from '../types'
import { TodoLists } from './todo-lists'
import { TodosNav, type TodosView } from './todos-nav'

// The dialogs (form, calendar, react-hook-form) load when first opened, not with the list.
const TodoFormDialog = lazy(() => import('./todo-form-dialog').then((m) => ({ default: m.TodoFormDialog })))
const DeleteTodoDialog = lazy(() => import('./delete-todo-dialog').then((m) => ({ default: m.DeleteTodoDialog })))
const ChecklistDialog = lazy(() => import('./checklist-dialog').then((m) => ({ default: m.ChecklistDialog })))

type Dialog =
  | { kind: 'form'; todo: TodoRow | null; dueDate?: string }
  | { kind: 'delete'; todo: TodoRow }
  | { kind: 'checklist' }
  | null

/** SPEC §2 /admin/event/{eventId}/todos and /todos/completed, behind the todos module switch. */
export function TodosScreen({ view }: { view: TodosView }) {
  return (
    <ModuleGate module="todos">
      <TodosContent view={view} />
    </ModuleGate>
  )
}

function TodosContent({ view }: { view: TodosView }) {
  const { event } = useEvent()
  const todos = useTodos(event.id)
  const team = useTodoTeam(event.id)
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const errorText = view === 'done' ? 'Error loading completed todos' : 'Error loading todos'

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Todos</h1>
        {/* The ready-made checklist is dated back from the day, so it needs one. */}
        {event.type === 'wedding' && event.date && view === 'todo' && (
          <Button variant="secondary" onClick={() => setDialog({ kind: 'checklist' })}>
            Add the wedding checklist
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-6 md:flex-row">
        <TodosNav eventId={event.id} view={view} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {team.error && (
            <LoadError onRetry={() => void team.mutate()}>Error loading users: {team.error.message}</LoadError>
          )}
          {todos.error ? (
            <LoadError onRetry={() => void todos.mutate()}>
              {errorText}: {todos.error.message}
            </LoadError>
          ) : !todos.data ? (
            <ListSkeleton />
          ) : (
            <TodoLists
              view={view}
              todos={todos.data}
              team={team.data ?? []}
              onAdd={(dueDate) => setDialog({ kind: 'form', todo: null, dueDate })}
              onEdit={(todo) => setDialog({ kind: 'form', todo })}
              onDelete={(todo) => setDialog({ kind: 'delete', todo })}
            />
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && (
          <TodoFormDialog
            eventId={event.id}
            todo={dialog.todo}
            dueDate={dialog.dueDate}
            team={team.data ?? []}
            onClose={close}
          />
        )}
        {dialog?.kind === 'delete' && <DeleteTodoDialog todo={dialog.todo} onClose={close} />}
        {dialog?.kind === 'checklist' && event.date && (
          <ChecklistDialog eventId={event.id} eventDate={event.date} onClose={close} />
        )}
      </Suspense>
    </div>
  )
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading todos" className="flex flex-col gap-3">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  )
}
