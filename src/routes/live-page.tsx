import { lazy, Suspense, useState } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { customDomainHost } from '@/lib/site-host'

const CODE_SHAPE = /^[A-Z0-9]{6}$/

// Loaded from here rather than by the router: the app's entry, which every page downloads, then
// names one file for the wall instead of every chunk the wall shares with other pages.
const LiveScreen = lazy(() =>
  import('@/features/public-site/live/live-screen').then((m) => ({ default: m.LiveScreen })),
)

/**
 * /{slugOrId}/live, and /live on an event's own domain: the room's photo wall, in French. Opened
 * from the shared-photos screen with the upload code in `?code=`, which it shows for the room.
 */
export function LivePage() {
  const params = useParams()
  const { search } = useLocation()
  const domain = params.slugOrId ? null : customDomainHost(window.location.hostname)
  const eventRef = params.slugOrId ?? domain ?? ''
  const code = new URLSearchParams(search).get('code')?.trim().toUpperCase() ?? ''
  const [missing, setMissing] = useState(false)
  if (!eventRef || missing) return <Navigate to={paths.notFound()} replace />
  return (
    <main lang="fr">
      <title>Diaporama – Eventail</title>
      <Suspense fallback={<div className="fixed inset-0 bg-black" />}>
        <LiveScreen
          eventRef={eventRef}
          code={CODE_SHAPE.test(code) ? code : null}
          customDomain={domain !== null}
          onStatus={(status) => status === 'missing' && setMissing(true)}
        />
      </Suspense>
    </main>
  )
}
