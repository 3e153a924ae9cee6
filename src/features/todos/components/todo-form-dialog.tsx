import { FormDialog } from '@/components/ui/form-dialog'
import { useSession } from '@/entities/session'
import { toast } from '@/lib/toast'
import { notifyAssignees } from '../api/notify-assignees'
import { useSaveTodo } from '../api/save-todo'
import { assigneesToNotify } from '../assignee-display'
import { emptyTodo, formValuesOf, type TodoInput } from '../todo-input'
import type { Assignable, TodoRow } from '../types'
import { TodoForm } from './todo-form'

/**
 * Add a todo (todo = null) or edit one. Saves, then tells the new assignees (SPEC §7); stays open
 * on failure so nothing typed is lost.
 */
export function TodoFormDialog({
  eventId,
  todo,
  dueDate,
  team,
  onClose,
}: {
  eventId: string
  todo: TodoRow | null
  /** A new todo's starting date, when added from a section that implies one. */
  dueDate?: string
  team: readonly Assignable[]
  onClose: () => void
}) {
  const save = useSaveTodo(eventId)
  const session = useSession()

  async function submit(input: TodoInput) {
    let saved: TodoRow
    try {
      saved = await save(input, todo)
    } catch (error) {
      console.error('Saving a todo failed', error)
      toast.error('Could not save the todo', { description: error instanceof Error ? error.message : undefined })
      return
    }
    toast.success(todo ? 'Todo updated' : 'Todo added')
    onClose()
    const by = session.name?.first?.trim() || session.email || 'Someone'
    const recipients = assigneesToNotify(saved.assignees, todo?.assignees ?? [], session.userId)
    await notifyAssignees(recipients, { eventId, todoId: saved.id, todoName: saved.name, by })
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={todo ? 'Edit todo' : 'Add a todo'}
      description="Give it a name and a due date; assignees are told about it."
    >
      <TodoForm
        initial={todo ? formValuesOf(todo) : emptyTodo(dueDate)}
        team={team}
        submitLabel={todo ? 'Save' : 'Add'}
        onSubmit={submit}
      />
    </FormDialog>
  )
}
