import { DeleteDialog } from '@/components/ui/delete-dialog'
import { useDeleteTodo } from '../api/delete-todo'
import type { TodoRow } from '../types'

/** Delete asks first; the todo is gone for every assignee. */
export function DeleteTodoDialog({ todo, onClose }: { todo: TodoRow; onClose: () => void }) {
  const deleteTodo = useDeleteTodo()
  return (
    <DeleteDialog
      title="Delete todo?"
      description={`"${todo.name}" will be deleted for everyone on the team.`}
      remove={() => deleteTodo(todo.id)}
      success="Todo deleted"
      failure="Could not delete the todo"
      onClose={onClose}
    />
  )
}
