import { Navigate, useLocation, useParams } from 'react-router-dom'
import { LiveScreen } from '@/features/public-site/live/live-screen'
import { useState } from 'react'
import { paths } from '@/lib/paths'
import { customDomainHost } from '@/lib/site-host'

const CODE_SHAPE = /^[A-Z0-9]{6}$/

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
      <LiveScreen
        eventRef={eventRef}
        code={CODE_SHAPE.test(code) ? code : null}
        customDomain={domain !== null}
        onStatus={(status) => status === 'missing' && setMissing(true)}
      />
    </main>
  )
}
