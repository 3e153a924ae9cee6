import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { unsubscribeGuest } from '../api/unsubscribe-guest'

type State =
  | { at: 'asking' }
  | { at: 'sending' }
  | { at: 'done'; eventName: string }
  | { at: 'invalid' }
  | { at: 'error'; message: string }

/**
 * Issue 20 §2: the page a mail's 'Se désabonner' link opens, in French. The guest confirms with a
 * button, so that a link checker opening the link does not unsubscribe them.
 */
export function UnsubscribeScreen({ eventRef, token }: { eventRef: string; token: string }) {
  const [state, setState] = useState<State>(token ? { at: 'asking' } : { at: 'invalid' })

  async function confirm() {
    setState({ at: 'sending' })
    try {
      const found = await unsubscribeGuest(eventRef, token)
      setState(found ? { at: 'done', eventName: found.eventName } : { at: 'invalid' })
    } catch (error) {
      setState({ at: 'error', message: error instanceof Error ? error.message : 'Une erreur est survenue.' })
    }
  }

  return (
    <main lang="fr" className="mx-auto flex max-w-xl flex-col gap-4 px-6 py-16">
      <h1 className="text-2xl font-semibold">Se désabonner</h1>
      {state.at === 'done' ? (
        <p role="status">
          C’est fait : vous ne recevrez plus d’e-mails des organisateurs
          {state.eventName ? ` de ${state.eventName}` : ''} envoyés via Eventail.
        </p>
      ) : state.at === 'invalid' ? (
        <p role="alert">Ce lien de désabonnement n’est pas valable.</p>
      ) : (
        <>
          <p>Vous ne recevrez plus les e-mails que les organisateurs de cet événement envoient via Eventail.</p>
          <div>
            <Button onClick={() => void confirm()} disabled={state.at === 'sending'}>
              Me désabonner
            </Button>
          </div>
          {state.at === 'error' && <p role="alert">{state.message}</p>}
        </>
      )}
    </main>
  )
}
