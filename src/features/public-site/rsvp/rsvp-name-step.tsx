import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { RpcError } from '../../../lib/public-rpc'
import type { PublicEvent } from '../types'
import { findRsvpGuest, type RsvpGuest } from './rsvp-api'
import { notOnListMessage } from './rsvp-messages'

/** Step 1: the guest's whole name, matched (any case) against the event's guest list. */
export function RsvpNameStep({
  event,
  notice,
  onFound,
}: {
  event: PublicEvent
  notice: string | null
  onFound: (guest: RsvpGuest) => void
}) {
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(notice)

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault()
    if (!name.trim()) return
    setBusy(true)
    setError(null)
    try {
      const guest = await findRsvpGuest(event.id, name)
      if (guest) onFound(guest)
      else setError(notOnListMessage(event))
    } catch (failure) {
      // The limit on look-ups answers in French already (EV013).
      setError(
        failure instanceof RpcError && failure.code === 'EV013' ? failure.message : 'Erreur lors de la recherche.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(formEvent) => void submit(formEvent)} className="flex flex-col gap-4" noValidate>
      <TextField
        label="Votre nom et prénom"
        value={name}
        onChange={(changeEvent) => setName(changeEvent.target.value)}
        autoComplete="name"
        maxLength={200}
        autoFocus
      />
      {(error ?? notice) && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {error ?? notice}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={!name.trim() || busy}>
          {busy ? 'Recherche…' : 'Suivant'}
        </Button>
      </div>
    </form>
  )
}
