import { lazy, Suspense, type ComponentProps } from 'react'
import type { PublicEvent } from '@kernel/public-event'
import { useAnchorFromLink } from '../use-anchor-from-link'

import { ContactFooter } from './contact-footer'
import { LocationSection } from './location-section'
import { PhotoGallery } from './photo-gallery'

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
export default function PageExtras({
  sections,
  event,
  gallery,
}: {
  sections?: boolean
  event: PublicEvent
  /** The published photos, at the foot below the gift list. */
  gallery?: ComponentProps<typeof PhotoGallery>
}) {
  if (sections) return <SiteSectionsSlot event={event} />
  return (
    <>
      {gallery && <Gallery {...gallery} />}
      {event.location && <LocationSection location={event.location} />}
      <ContactFooter websiteSettings={event.websiteSettings} />
    </>
  )
}

/** The photos arrive after the page's first paint: a shared link to `#photos` asks for its anchor itself. */
function Gallery(props: ComponentProps<typeof PhotoGallery>) {
  useAnchorFromLink(true, 'photos')
  return <PhotoGallery {...props} />
}
