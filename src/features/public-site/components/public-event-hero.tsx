import { Link } from 'react-router-dom'
import { buttonStyles } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { publicEventTitle } from '../event-title'
import { formatPublicDate } from '../public-date'
import type { PublicEvent } from '../types'

interface PublicEventHeroProps {
  event: PublicEvent
  /** The reference the guest came with (slug, id or domain), reused for the upload link. */
  slugOrId: string
}

/** SPEC §2 public event page hero: title, French date and the way to the photo upload. */
export function PublicEventHero({ event, slugOrId }: PublicEventHeroProps) {
  const title = publicEventTitle(event)
  const date = formatPublicDate(event.date)
  return (
    <section className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 text-center">
      <title>{`${title} – Eventail`}</title>
      <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      {date && (
        <p className="text-lg text-slate-600 dark:text-slate-300">
          <time lang="fr" dateTime={event.date ?? undefined}>
            {date}
          </time>
        </p>
      )}
      <Link to={paths.upload(slugOrId)} className={buttonStyles('secondary', 'mt-4')}>
        Share your photos
      </Link>
    </section>
  )
}
