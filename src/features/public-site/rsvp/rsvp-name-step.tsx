import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { readContactEmail } from '@kernel/contact-email'
import { findRsvpGuest, type RsvpGuest } from '../api/find-rsvp-guest'
import { findGuestRefusal } from '../api/refusals'
import type { PublicEvent } from '@kernel/public-event'
import { StepActions } from './step-actions'

/**
 * SPEC §8 'Your name is not in our guest list. Please contact {email} if it's a mistake', with
 * the contact e-mail the organisers published in the website editor, or a neutral stand-in when
 * they chose none: no other address of theirs reaches the public page.
 */
function notOnListMessage(event: Pick<PublicEvent, 'websiteSettings'>): string {
  const contact = readContactEmail(event.websiteSettings)
  return `Your name is not in our guest list. Please contact ${contact ?? 'the organisers'} if it's a mistake`
}

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
      setError(findGuestRefusal(failure))
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
      <StepActions error={error ?? notice}>
        <div className="flex justify-end">
          <Button type="submit" disabled={!name.trim() || busy}>
            {busy ? 'Recherche…' : 'Suivant'}
          </Button>
        </div>
      </StepActions>
    </form>
  )
}
