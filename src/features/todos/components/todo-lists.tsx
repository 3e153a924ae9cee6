import { bucketTodos, dayKey } from '../todo-buckets'
import type { Assignable, TodoRow } from '../types'
import type { TodosView } from './todos-nav'
import { TodoItem } from './todo-item'
import { TodoSection } from './todo-section'

interface ListProps {
  todos: readonly TodoRow[]
  team: readonly Assignable[]
  /** Today's action starts on today's date; Incoming's leaves the date to pick. */
  onAdd: (dueDate: string) => void
  onEdit: (todo: TodoRow) => void
  onDelete: (todo: TodoRow) => void
}

/** The To do view (Today, Incoming) or the Done view, from one list of the event's todos. */
export function TodoLists({ view, todos, team, onAdd, onEdit, onDelete }: ListProps & { view: TodosView }) {
  const buckets = bucketTodos(todos)
  const item = (todo: TodoRow, overdue = false) => (
    <TodoItem key={todo.id} todo={todo} overdue={overdue} team={team} onEdit={onEdit} onDelete={onDelete} />
  )
  if (view === 'done') {
    return (
      <TodoSection title="Done" empty="No completed todos yet." count={buckets.completed.length}>
        {buckets.completed.map((todo) => item(todo))}
      </TodoSection>
    )
  }
  return (
    <div className="flex flex-col gap-8">
      <TodoSection
        title="Today"
        empty="Nothing due today."
        count={buckets.today.length}
        onAdd={() => onAdd(dayKey(new Date()))}
      >
        {buckets.today.map(({ todo, overdue }) => item(todo, overdue))}
      </TodoSection>
      <TodoSection
        title="Incoming"
        empty="Nothing planned yet."
        count={buckets.incoming.length}
        onAdd={() => onAdd('')}
      >
        {buckets.incoming.map((todo) => item(todo))}
      </TodoSection>
    </div>
  )
}
