import { Navigate, useParams } from 'react-router-dom'
import { PublicEventSkeleton } from '@/features/public-site/components/public-event-skeleton'
import { UploadScreen } from '@/features/public-site/upload/upload-screen'
import { useResolvedPublicEvent } from '@/features/public-site/use-resolved-public-event'
import { paths } from '@/lib/paths'
import { customDomainHost } from '@/lib/site-host'

/** SPEC §2 /{slugOrId}/upload, in French: the guests' photo upload, opened by the event's code. */
export function UploadPage() {
  const params = useParams()
  // On an event's custom domain the page is /upload and the host names the event.
  const slugOrId = params.slugOrId ?? customDomainHost(window.location.hostname) ?? ''
  const resolved = useResolvedPublicEvent(slugOrId)
  if (resolved.status === 'missing') return <Navigate to={paths.notFound()} replace />
  return (
    <main lang="fr" className="mx-auto max-w-5xl px-6 py-10">
      {resolved.status === 'found' ? (
        <UploadScreen event={resolved.event} slugOrId={slugOrId} />
      ) : (
        <PublicEventSkeleton />
      )}
    </main>
  )
}
