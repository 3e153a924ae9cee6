import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-frame'
import { findMyTable } from '../api/find-my-table'
import { findMyTableRefusal } from '../api/refusals'
import { useAnchorFromLink } from '../use-anchor-from-link'

type Answer = { kind: 'table'; name: string } | { kind: 'missing' } | { kind: 'error'; message: string }

/** 'Trouver ma table', shown once the organisers publish their table plan. French, as the page. */
export function FindMyTable({ eventRef }: { eventRef: string }) {
  const [name, setName] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)
  useAnchorFromLink(true, 'ma-table')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    setBusy(true)
    try {
      const table = await findMyTable(eventRef, name)
      setAnswer(table ? { kind: 'table', name: table } : { kind: 'missing' })
    } catch (error) {
      setAnswer({ kind: 'error', message: findMyTableRefusal(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section id="ma-table" lang="fr" aria-labelledby="ma-table-titre" className="mx-auto max-w-md py-10 text-center">
      <h2 id="ma-table-titre" className="text-2xl font-semibold">
        Trouver ma table
      </h2>
      <form onSubmit={(e) => void submit(e)} className="mt-4 flex gap-2">
        <label htmlFor="ma-table-nom" className="sr-only">
          Votre nom
        </label>
        <input
          id="ma-table-nom"
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          placeholder="Votre nom et prénom"
          autoComplete="name"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
        />
        <Button type="submit" disabled={busy || !name.trim()}>
          Chercher
        </Button>
      </form>
      <div role="status" className="mt-4 min-h-6">
        {answer?.kind === 'table' && (
          <p>
            Votre table : <strong>{answer.name}</strong>
          </p>
        )}
        {answer?.kind === 'missing' && (
          <p>
            Nous ne trouvons pas ce nom dans le plan de table. Vérifiez l'orthographe ou demandez aux organisateurs.
          </p>
        )}
        {answer?.kind === 'error' && <FieldError>{answer.message}</FieldError>}
      </div>
    </section>
  )
}
