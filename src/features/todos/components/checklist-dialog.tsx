import { format } from 'date-fns'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-frame'
import { FormDialog, FormDialogClose } from '@/components/ui/form-dialog'
import { formatEventDate } from '@/lib/dates'
import { toast } from '@/lib/toast'
import { useAddTodos } from '../api/add-todos'
import { datedChecklist } from '../wedding-checklist'

/**
 * The ready-made wedding checklist (issue 29): its steps dated back from the event's day, each
 * ticked; 'Add' writes the ticked ones as ordinary todos, which the couple then edits as any.
 */
export function ChecklistDialog({
  eventId,
  eventDate,
  onClose,
}: {
  eventId: string
  eventDate: string
  onClose: () => void
}) {
  const now = new Date()
  const [todos] = useState(() => datedChecklist(format(new Date(eventDate), 'yyyy-MM-dd'), format(now, 'yyyy-MM-dd')))
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(todos.map((_, i) => i)))
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const addTodos = useAddTodos(eventId)

  async function add() {
    setPending(true)
    setProblem(null)
    try {
      const count = await addTodos(todos.filter((_, i) => chosen.has(i)))
      toast.success(`${count} ${count === 1 ? 'todo' : 'todos'} added`)
      onClose()
    } catch (error) {
      setProblem(`Nothing was added: ${error instanceof Error ? error.message : String(error)}`)
      setPending(false)
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Wedding checklist"
      description="The usual steps of a wedding, dated back from your day. Untick what you do not need; you can edit or delete each todo afterwards."
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="sr-only">Steps to add</legend>
        {todos.map((todo, i) => (
          <label
            key={todo.name}
            className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50 dark:hover:bg-slate-900"
          >
            <input
              type="checkbox"
              className="mt-1"
              checked={chosen.has(i)}
              onChange={(event) =>
                setChosen((was) => {
                  const next = new Set(was)
                  if (event.target.checked) next.add(i)
                  else next.delete(i)
                  return next
                })
              }
            />
            <span className="flex-1">
              {todo.name}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {todo.category} · due {formatEventDate(todo.due_date)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <FieldError role="alert" className="mt-3">
          {problem}
        </FieldError>
      )}
      <div className="mt-4 flex justify-end gap-3">
        <FormDialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </FormDialogClose>
        <Button disabled={chosen.size === 0 || pending} onClick={() => void add()}>
          {`Add ${chosen.size} ${chosen.size === 1 ? 'todo' : 'todos'}`}
        </Button>
      </div>
    </FormDialog>
  )
}
