import { PublicEventSkeleton } from '@/features/public-site/components/public-event-skeleton'
import { PublicEventView } from '@/features/public-site/components/public-event-view'
import { useServerHeroUntil } from '@/features/public-site/server-hero'
import { useResolvedPublicEvent } from '@/features/public-site/use-resolved-public-event'
import { LandingPage } from './landing-page'

/**
 * `/` on a host that may be an event's custom domain (SPEC §2): that event's site, without the
 * slug. A host that is no event's domain gets the landing page, as the product's own host does.
 */
export function DomainHomePage({ host }: { host: string }) {
  const resolved = useResolvedPublicEvent(host)
  const serverHero = useServerHeroUntil(resolved.status !== 'loading')
  if (resolved.status === 'missing') return <LandingPage />
  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      {resolved.status === 'found' ? (
        <PublicEventView event={resolved.event} slugOrId={host} reload={resolved.reload} />
      ) : (
        !serverHero && <PublicEventSkeleton />
      )}
    </main>
  )
}
