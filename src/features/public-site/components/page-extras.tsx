import { lazy, Suspense } from 'react'
import type { PublicEvent } from '../types'

import { ContactFooter } from './contact-footer'
import { LocationSection } from './location-section'

const SiteSections = lazy(() => import('../site/site-sections').then((m) => ({ default: m.SiteSections })))

/**
 * What the page loads after its first paint, through one dynamic import (each one costs the
 * page's first load its loader and file names): the contact footer, and the way to the site's
 * own sections, whose chunk (with the markdown renderer) only events with sections download.
 */
function SiteSectionsSlot({ event }: { event: PublicEvent }) {
  return (
    <Suspense fallback={<div className="min-h-[45dvh]" />}>
      <SiteSections event={event} />
    </Suspense>
  )
}

/**
 * The page's one lazily loaded component, in two places (one lazy() costs the first load less
 * than two): right after the hero, the site's sections; at the foot, below the first screen, the
 * place and the contact e-mail.
 */
export default function PageExtras({ sections, event }: { sections?: boolean; event: PublicEvent }) {
  if (sections) return <SiteSectionsSlot event={event} />
  return (
    <>
      {event.location && <LocationSection location={event.location} />}
      <ContactFooter websiteSettings={event.websiteSettings} />
    </>
  )
}
