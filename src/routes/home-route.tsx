import { lazy, Suspense } from 'react'
import { customDomainHost } from '@/lib/site-host'
import { LandingPage } from './landing-page'

// Only a visit on a custom domain downloads the event's site.
const DomainHomePage = lazy(() => import('./domain-home-page').then((m) => ({ default: m.DomainHomePage })))

/** `/`: the landing page, or on a host that may be an event's own domain, that event's site. */
export function HomeRoute() {
  const domain = customDomainHost(window.location.hostname)
  if (!domain) return <LandingPage />
  return (
    <Suspense fallback={null}>
      <DomainHomePage host={domain} />
    </Suspense>
  )
}
