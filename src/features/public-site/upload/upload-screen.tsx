import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button, buttonStyles } from '@/components/ui/button'
import { publicEventTitle } from '../event-title'
import { eventHomePath } from '../site-links'
import type { PublicEvent } from '@kernel/public-event'
import { CodeStep } from './code-step'

// The form (and the image worker it starts) loads once the code has opened the uploads.
const UploadForm = lazy(() => import('./upload-form').then((m) => ({ default: m.UploadForm })))

type Step =
  | { at: 'code' }
  | { at: 'form'; code: string }
  | { at: 'thanks'; code: string; sent: number; published: boolean; refused: number }

// The code is remembered for the tab, so a reload goes straight back to the chosen photos.
const codeKey = (eventId: string) => `eventail:upload-code:${eventId}`

function rememberedCode(eventId: string): string {
  try {
    return sessionStorage.getItem(codeKey(eventId)) ?? ''
  } catch {
    return ''
  }
}

/** SPEC §2/§4 upload page, in French: code, then the photos, then thanks with 'Upload more photos'. */
export function UploadScreen({ event, slugOrId }: { event: PublicEvent; slugOrId: string }) {
  const linkCode = new URLSearchParams(window.location.search).get('code') ?? rememberedCode(event.id)
  const [step, setStep] = useState<Step>({ at: 'code' })
  const title = publicEventTitle(event)

  function opened(code: string) {
    try {
      sessionStorage.setItem(codeKey(event.id), code)
    } catch {
      // only the convenience is lost
    }
    setStep({ at: 'form', code })
  }

  return (
    <section className="flex min-h-[60dvh] flex-col items-center gap-6 py-6 text-center">
      <title>{`Partagez vos photos – ${title}`}</title>
      <p className="text-slate-600 dark:text-slate-300">{title}</p>
      <h1 className="text-3xl font-semibold tracking-tight">Partagez vos photos</h1>
      <div className="w-full text-left">
        {step.at === 'code' && <CodeStep eventRef={slugOrId} initialCode={linkCode} onOpened={opened} />}
        {step.at === 'form' && (
          <Suspense fallback={<p className="text-center">Chargement…</p>}>
            <UploadForm
              eventId={event.id}
              eventRef={slugOrId}
              code={step.code}
              onDone={(sent, published, refused) =>
                setStep({ at: 'thanks', code: step.code, sent, published, refused })
              }
            />
          </Suspense>
        )}
        {step.at === 'thanks' && (
          <div role="status" className="flex flex-col items-center gap-4 text-center">
            <p className="text-lg font-medium">
              {step.sent > 0
                ? `Merci ! ${step.sent} photo${step.sent > 1 ? 's' : ''} envoyée${step.sent > 1 ? 's' : ''}.`
                : 'Aucune photo envoyée.'}
            </p>
            {step.refused > 0 && (
              <p className="text-sm text-rose-700 dark:text-rose-400">
                {step.refused} fichier{step.refused > 1 ? 's' : ''} refusé{step.refused > 1 ? 's' : ''} : ce
                {step.refused > 1 ? ' ne sont pas des images.' : " n'est pas une image."}
              </p>
            )}
            {step.sent > 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {step.published
                  ? "Elles sont déjà sur la page de l'événement."
                  : 'Les organisateurs les verront et choisiront lesquelles publier.'}
              </p>
            )}
            <Button onClick={() => setStep({ at: 'form', code: step.code })}>Upload more photos</Button>
          </div>
        )}
      </div>
      <Link to={eventHomePath(slugOrId)} className={buttonStyles('ghost')}>
        Retour à l'événement
      </Link>
    </section>
  )
}
