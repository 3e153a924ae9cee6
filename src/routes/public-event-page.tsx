import { lazy, Suspense } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { PublicEventHero } from '../features/public-site/components/public-event-hero'
import { PublicEventSkeleton } from '../features/public-site/components/public-event-skeleton'
import { useResolvedPublicEvent } from '../features/public-site/use-resolved-public-event'
import { paths } from '../lib/paths'

// Only events with a published table plan show it: the others never download it.
const FindMyTable = lazy(() =>
  import('../features/public-site/components/find-my-table').then((m) => ({ default: m.FindMyTable })),
)

/** SPEC §2 /{slug}: the public event website (hero for now; RSVP, gifts and cart come later). */
export function PublicEventPage() {
  const { slug = '' } = useParams()
  const resolved = useResolvedPublicEvent(slug)
  if (resolved.status === 'missing') return <Navigate to={paths.notFound()} replace />
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      {resolved.status === 'found' ? (
        <>
          <PublicEventHero event={resolved.event} slugOrId={slug} />
          {resolved.event.table_plan_published && (
            <Suspense fallback={null}>
              <FindMyTable eventRef={resolved.event.id} />
            </Suspense>
          )}
        </>
      ) : (
        <PublicEventSkeleton />
      )}
    </main>
  )
}
