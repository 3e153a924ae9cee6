import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useAddCustomDomain } from '../api/add-custom-domain'
import { domainFormState } from '../domain-form'

/**
 * SPEC §4/§5: add a domain, or change the one being edited (the endpoint replaces it). Messages
 * come from kernel/domain-rules.ts; the button stays disabled while the entry is empty,
 * unchanged or invalid.
 * Not a TextField: the button sits beside the box, and the line under it is the entry's live hint
 * or refusal in one place, announced as it changes.
 */
export function DomainEntryForm({
  eventId,
  domains,
  editing,
  onDone,
}: {
  eventId: string
  domains: readonly string[]
  editing: string | null
  onDone: () => void
}) {
  const id = useId()
  const addDomain = useAddCustomDomain(eventId)
  const [input, setInput] = useState(editing ?? '')
  const [touched, setTouched] = useState(false)
  const [pending, setPending] = useState(false)
  const state = domainFormState(input, { domains, editing, touched })

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (!state.domain || pending) return
    setPending(true)
    try {
      const answer = await addDomain(state.domain)
      toast.success(answer.message, answer.notice ? { description: answer.notice } : undefined)
      setInput('')
      setTouched(false)
      onDone()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Unable to add/modify the domain.')
    } finally {
      setPending(false)
    }
  }

  const tone =
    state.message?.kind === 'error' ? 'text-rose-700 dark:text-rose-400' : 'text-slate-600 dark:text-slate-400'
  return (
    <form onSubmit={(formEvent) => void submit(formEvent)} noValidate className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {editing ? `New domain for ${editing}` : 'Domain'}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={input}
          onChange={(change) => {
            setInput(change.target.value)
            setTouched(true)
          }}
          placeholder="wedding.example.com"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={state.message?.kind === 'error' ? true : undefined}
          aria-describedby={`${id}-message`}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-rose-500 dark:border-slate-700 dark:bg-slate-900"
        />
        <Button type="submit" disabled={!state.canSubmit || pending}>
          {state.submitLabel}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
      <p id={`${id}-message`} aria-live="polite" className={`min-h-5 text-sm ${tone}`}>
        {state.message?.text}
      </p>
    </form>
  )
}
