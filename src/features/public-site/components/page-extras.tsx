import { lazy, Suspense } from 'react'
import { moduleOn } from '../module-on'
import { readPublicGifts } from '../gifts/public-gift'
import { readPublicPhotos } from '../public-photos'
import type { PublicEvent } from '../types'

export { ContactFooter } from './contact-footer'

const SiteSections = lazy(() => import('../site/site-sections').then((m) => ({ default: m.SiteSections })))

/**
 * What the page loads after its first paint, through one dynamic import (each one costs the
 * page's first load its loader and file names): the contact footer, and the way to the site's
 * own sections, whose chunk (with the markdown renderer) only events with sections download.
 */
export function SiteSectionsSlot({ event }: { event: PublicEvent }) {
  // The nav's other links: the sections the page shows (public-event-view.tsx's own tests).
  const more = {
    gifts: moduleOn(event.moduleActivation, 'gifts') && readPublicGifts(event.gifts).length > 0,
    photos: moduleOn(event.moduleActivation, 'photo-sharing') && readPublicPhotos(event.photos).length > 0,
    location: Boolean(event.location),
  }
  return (
    <Suspense fallback={<div className="min-h-[45dvh]" />}>
      <SiteSections siteContent={event.siteContent} more={more} />
    </Suspense>
  )
}
