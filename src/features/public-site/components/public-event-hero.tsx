import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { publicEventTitle } from '../event-title'
import { eventUploadPath } from '../site-links'
import { formatPublicDate } from '../public-date'
import type { PublicEvent } from '@kernel/public-event'

interface PublicEventHeroProps {
  event: PublicEvent
  /** The reference the guest came with (slug, id or domain), reused for the upload link. */
  slugOrId: string
  /** Photo sharing on: the way to the upload page. */
  showUpload: boolean
  /** The title's font stack (websiteSettings.titleFont). */
  titleFamily: string
  /** The background image's URL, once signed. */
  background?: string
  /** The RSVP and cart buttons, and the anchors to the page's sections. */
  children?: ReactNode
}

/** SPEC §2 public event page hero: title, French date, RSVP, cart, anchors and the photo link. */
export function PublicEventHero({
  event,
  slugOrId,
  showUpload,
  titleFamily,
  background,
  children,
}: PublicEventHeroProps) {
  const title = publicEventTitle(event)
  const date = formatPublicDate(event.date)
  return (
    <section
      className={`-mx-6 -mt-10 flex min-h-[60dvh] flex-col items-center justify-center gap-4 rounded-b-2xl bg-cover bg-center px-6 text-center ${
        // On the photo the text goes white, the section links with it (their own colour is for a
        // plain page).
        background
          ? 'text-white [&_p]:text-white/90 [&_[data-hero-link]]:text-white [&_[data-hero-link]:hover]:bg-white/15'
          : ''
      }`}
      style={
        background
          ? { backgroundImage: `linear-gradient(rgb(0 0 0 / 0.45), rgb(0 0 0 / 0.45)), url("${background}")` }
          : undefined
      }
    >
      <title>{`${title} – Eventail`}</title>
      <h1 className="text-5xl leading-tight sm:text-7xl" style={{ fontFamily: titleFamily }}>
        {title}
      </h1>
      {date && (
        <p className="text-lg text-slate-600 dark:text-slate-300">
          <time lang="fr" dateTime={event.date ?? undefined}>
            {date}
          </time>
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        {children}
        {showUpload && (
          <Link to={eventUploadPath(slugOrId)} className={buttonStyles('secondary')}>
            Share your photos
          </Link>
        )}
      </div>
    </section>
  )
}
