import { useEffect, useMemo, useState } from 'react'
import { ModalShell } from '@/components/ui/modal-shell'
import type { SiteContent } from '@kernel/site-content'
import { openRsvpInvitation, type RsvpGuest } from '../api/find-rsvp-guest'
import { formatPublicDate } from '../public-date'
import type { PublicEvent } from '@kernel/public-event'
import { RsvpAnswerStep } from './rsvp-answer-step'
import { RsvpNameStep } from './rsvp-name-step'
import { RsvpThanksStep } from './rsvp-thanks-step'

type Step = { at: 'name' } | { at: 'answer'; guest: RsvpGuest } | { at: 'thanks'; attending: boolean }

const DESCRIPTIONS = {
  name: 'Étape 1 sur 3 : votre nom',
  answer: 'Étape 2 sur 3 : votre réponse',
  thanks: 'Étape 3 sur 3 : merci !',
} as const

/**
 * SPEC §4 RSVP wizard, in French: 1 the name, 2 attendance and accompanying guests, 3 thanks.
 * It is mounted only while open, so closing it resets it. An invitation link's token opens it
 * at step 2 for that guest.
 */
export function RsvpWizard({
  event,
  inviteToken,
  onClose,
}: {
  event: PublicEvent
  inviteToken: string | null
  onClose: () => void
}) {
  const [step, setStep] = useState<Step>({ at: 'name' })
  const [inviteError, setInviteError] = useState<string | null>(null)
  // get_public_event answers the content the database checked (EV040): questions and programme
  // are read as they are, without the editor's reader (which would be one more chunk to load).
  const site = useMemo(() => {
    const content = (event.siteContent ?? {}) as Partial<SiteContent>
    return { questions: content.questions ?? [], programme: content.programme ?? [] }
  }, [event.siteContent])

  useEffect(() => {
    if (!inviteToken) return
    let current = true
    openRsvpInvitation(event.id, inviteToken)
      .then((guest) => {
        if (!current) return
        if (guest) setStep({ at: 'answer', guest })
        else setInviteError("Ce lien d'invitation n'est plus valable. Indiquez votre nom.")
      })
      .catch(() => current && setInviteError('Erreur lors de la recherche.'))
    return () => {
      current = false
    }
  }, [event.id, inviteToken])

  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title="Confirmer votre présence"
      description={DESCRIPTIONS[step.at]}
      className="max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto"
      closeLabel="Fermer"
      lang="fr"
    >
      {event.rsvp_deadline && step.at !== 'thanks' && (
        // Noon, local: a calendar day must not move to the day before in any time zone.
        <p className="mt-2 text-sm font-medium">
          Merci de répondre avant le {formatPublicDate(`${event.rsvp_deadline}T12:00:00`)}.
        </p>
      )}
      <div className="mt-4">
        {step.at === 'name' && (
          <RsvpNameStep event={event} notice={inviteError} onFound={(guest) => setStep({ at: 'answer', guest })} />
        )}
        {step.at === 'answer' && (
          <RsvpAnswerStep
            eventId={event.id}
            guest={step.guest}
            site={site}
            onBack={() => setStep({ at: 'name' })}
            onDone={(attending) => setStep({ at: 'thanks', attending })}
          />
        )}
        {step.at === 'thanks' && <RsvpThanksStep event={event} programme={site.programme} attending={step.attending} />}
      </div>
    </ModalShell>
  )
}
