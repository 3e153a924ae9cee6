import { Link } from 'react-router-dom'
import { buttonStyles } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { publicEventTitle } from '../event-title'
import type { PublicEvent } from '../types'

interface UploadComingSoonProps {
  event: PublicEvent
  slugOrId: string
}

/** Stands in for the photo upload page (SPEC §2) until code entry and the upload form land. */
export function UploadComingSoon({ event, slugOrId }: UploadComingSoonProps) {
  const title = publicEventTitle(event)
  return (
    <section className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 text-center">
      <title>{`Partagez vos photos – ${title}`}</title>
      <p className="text-slate-600 dark:text-slate-300">{title}</p>
      <h1 className="text-3xl font-semibold tracking-tight">Partagez vos photos</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-300">
        L'envoi de photos arrive bientôt sur cette page. Revenez un peu plus tard&nbsp;!
      </p>
      <Link to={paths.publicSite(slugOrId)} className={buttonStyles('secondary', 'mt-4')}>
        Retour à l'événement
      </Link>
    </section>
  )
}
