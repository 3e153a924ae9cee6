import { Navigate, useLocation, useParams } from 'react-router-dom'
import { PublicEventSkeleton } from '@/features/public-site/components/public-event-skeleton'
import { PublicEventView } from '@/features/public-site/components/public-event-view'
import { movedEventRef } from '@/features/public-site/moved-event'
import { useServerHeroUntil } from '@/features/public-site/server-hero'
import { useResolvedPublicEvent } from '@/features/public-site/use-resolved-public-event'
import { paths } from '@/lib/paths'

/** SPEC §2 /{slug}: the public event website. An old slug moves to the event's current URL. */
export function PublicEventPage() {
  const { slug = '', '*': rest } = useParams()
  const { search, hash } = useLocation()
  const resolved = useResolvedPublicEvent(slug)
  const serverHero = useServerHeroUntil(resolved.status !== 'loading')
  if (resolved.status === 'missing') return <Navigate to={paths.notFound()} replace />
  const moved = resolved.status === 'found' && movedEventRef(slug, resolved.event)
  if (moved) return <Navigate to={`${paths.publicSite(moved)}${rest ? `/${rest}` : ''}${search}${hash}`} replace />
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      {resolved.status === 'found' ? (
        <PublicEventView event={resolved.event} slugOrId={slug} reload={resolved.reload} />
      ) : (
        !serverHero && <PublicEventSkeleton />
      )}
    </main>
  )
}
