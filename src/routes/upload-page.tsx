import { Navigate, useLocation, useParams } from 'react-router-dom'
import { EventLook } from '@/features/public-site/look/event-look'
import { PublicEventSkeleton } from '@/features/public-site/components/public-event-skeleton'
import { movedEventRef } from '@/features/public-site/moved-event'
import { UploadScreen } from '@/features/public-site/upload/upload-screen'
import { useResolvedPublicEvent } from '@/features/public-site/use-resolved-public-event'
import { paths } from '@/lib/paths'
import { customDomainHost } from '@/lib/site-host'

/**
 * SPEC §2 /{slugOrId}/upload, in French: the guests' photo upload, opened by the event's code. An
 * old slug (a QR card printed before the URL changed) moves to the event's current URL.
 */
export function UploadPage() {
  const params = useParams()
  const { search, hash } = useLocation()
  // On an event's custom domain the page is /upload and the host names the event.
  const slugOrId = params.slugOrId ?? customDomainHost(window.location.hostname) ?? ''
  const resolved = useResolvedPublicEvent(slugOrId)
  if (resolved.status === 'missing') return <Navigate to={paths.notFound()} replace />
  const moved = resolved.status === 'found' && movedEventRef(slugOrId, resolved.event)
  if (moved) return <Navigate to={`${paths.upload(moved)}${search}${hash}`} replace />
  return (
    <main lang="fr" className="mx-auto max-w-5xl px-6 py-10">
      {resolved.status === 'found' ? (
        <>
          <EventLook event={resolved.event} />
          <UploadScreen event={resolved.event} slugOrId={slugOrId} />
        </>
      ) : (
        <PublicEventSkeleton />
      )}
    </main>
  )
}
