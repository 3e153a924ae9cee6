import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../lib/toast'
import { useDeleteTodo } from '../api/delete-todo'
import type { TodoRow } from '../types'

/** Delete asks first; the todo is gone for every assignee. */
export function DeleteTodoDialog({ todo, onClose }: { todo: TodoRow; onClose: () => void }) {
  const deleteTodo = useDeleteTodo()
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await deleteTodo(todo.id)
      onClose()
      toast.success('Todo deleted')
    } catch (error) {
      console.error('Deleting a todo failed', error)
      toast.error('Could not delete the todo', { description: error instanceof Error ? error.message : undefined })
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete todo?"
      description={`"${todo.name}" will be deleted for everyone on the team.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
