import { Navigate, useParams } from 'react-router-dom'
import { PublicEventSkeleton } from '@/features/public-site/components/public-event-skeleton'
import { PublicEventView } from '@/features/public-site/components/public-event-view'
import { useServerHeroUntil } from '@/features/public-site/server-hero'
import { useResolvedPublicEvent } from '@/features/public-site/use-resolved-public-event'
import { paths } from '@/lib/paths'

/** SPEC §2 /{slug}: the public event website. */
export function PublicEventPage() {
  const { slug = '' } = useParams()
  const resolved = useResolvedPublicEvent(slug)
  const serverHero = useServerHeroUntil(resolved.status !== 'loading')
  if (resolved.status === 'missing') return <Navigate to={paths.notFound()} replace />
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
