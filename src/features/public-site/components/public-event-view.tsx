import { lazy, Suspense, useState } from 'react'
import { Button, buttonStyles } from '@/components/ui/button'
import { publicImage, type PublicImage } from '@/lib/media'
import { moduleOn } from '../module-on'
import { useCart } from '../cart/cart-store'
import { readPublicGifts, type PublicGift } from '../gifts/public-gift'
import type { PublicEvent } from '@kernel/public-event'
import { readPublicPhotos } from '../public-photos'
import { publicEventTitle } from '../event-title'
import { titleFontFamily, useTitleFont } from '../look/title-font'
import { useEventAccent } from '../look/use-event-accent'
import { useEventTheme } from '../look/use-event-theme'
import { readWebsiteSettings } from '@kernel/website-settings'
import { useAnchorFromLink } from '../use-anchor-from-link'
import { GiftList } from './gift-list'
import { PublicEventHero } from './public-event-hero'

// Dialogs load on intent (hover, focus or click): the page's first paint carries none of them.
const loadWizard = () => import('../rsvp/rsvp-wizard')
const loadCart = () => import('../cart/cart-dialog')
const loadGift = () => import('../cart/gift-dialog')
const RsvpWizard = lazy(() => loadWizard().then((m) => ({ default: m.RsvpWizard })))
const CartDialog = lazy(() => loadCart().then((m) => ({ default: m.CartDialog })))
const GiftDialog = lazy(() => loadGift().then((m) => ({ default: m.GiftDialog })))
const PhotoLightbox = lazy(() => import('./french-photo-lightbox').then((m) => ({ default: m.FrenchPhotoLightbox })))
// Only events with a published table plan show it: the others never download it.
const FindMyTable = lazy(() => import('./find-my-table').then((m) => ({ default: m.FindMyTable })))
// At the foot of the page, never in the first screen: it arrives after the page's own code.
// So do the programme, information sections and FAQ, into room kept for them below the first
// screen; both come through one import (page-extras.tsx).
const PageExtras = lazy(() => import('./page-extras'))
const SignedUrls = lazy(() => import('./signed-urls').then((m) => ({ default: m.SignedUrls })))

/** The background's public files, which get_public_event adds to the settings it returns. */
function bgImageFiles(settings: PublicEvent['websiteSettings']): string[] {
  const files = settings && typeof settings === 'object' && !Array.isArray(settings) ? settings.bg_image_files : null
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : []
}

type Open =
  | { dialog: 'none' }
  | { dialog: 'rsvp' }
  | { dialog: 'cart' }
  | { dialog: 'gift'; gift: PublicGift }
  | { dialog: 'photo'; index: number }

const anchor = buttonStyles('ghost', 'underline underline-offset-4')

/**
 * SPEC §2 public event page: hero, RSVP, gift list and cart, location, the table finder, and the
 * organisers' contact e-mail at the foot.
 */
// One function on purpose: this is the guest page's first screen, in its first JS (budget 90 KB gzip), and
// splitting its image sources and hero buttons into a hook and a component measured +0.2 KB there.
// eslint-disable-next-line max-lines-per-function -- the guest page's first-JS budget, see above
export function PublicEventView({
  event,
  slugOrId,
  reload,
  preview,
}: {
  event: PublicEvent
  slugOrId: string
  /** Loads the event again: after a checkout, the gift list has changed. */
  reload: () => Promise<void>
  /**
   * The website editor's live preview: the page's theme and accent are left alone (the editor
   * wraps the preview in its own), and images are signed with the organiser's session, so an uploaded
   * background shows before it is published.
   */
  preview?: { accessToken?: string }
}) {
  const inviteToken = preview ? null : new URLSearchParams(window.location.search).get('invite')
  const guestsOn = moduleOn(event.moduleActivation, 'guests')
  const gifts = moduleOn(event.moduleActivation, 'gifts') ? readPublicGifts(event.gifts) : []
  const [open, setOpen] = useState<Open>(guestsOn && inviteToken ? { dialog: 'rsvp' } : { dialog: 'none' })
  const cart = useCart(event.id)
  const look = readWebsiteSettings(event.websiteSettings)
  const photos = moduleOn(event.moduleActivation, 'photo-sharing') ? readPublicPhotos(event.photos) : []
  useEventTheme(look.theme, !preview)
  useEventAccent(look.accent, !preview)
  useTitleFont(look.titleFont, publicEventTitle(event))
  useAnchorFromLink(!preview)
  // The guest's page shows only the public copies (stable URLs, no request): anonymous visitors
  // read nothing of the private bucket, so an image without its copy yet (the every-minute job
  // makes it, api/copy-public-photos) shows its placeholder meanwhile, and an unpublished one no
  // longer answers at any URL (issue 28, F8). The editor's preview signs with the organiser's
  // session instead, so an uploaded background shows before it is published.
  const live = !preview
  const publicBackground = live ? publicImage(look.bgImage, bgImageFiles(event.websiteSettings)) : undefined
  const publicOf = (path: string | null, files: string[]) => (live ? publicImage(path, files) : undefined)
  const unsigned = live
    ? []
    : [look.bgImage, ...gifts.map((gift) => gift.image_url), ...photos.map((photo) => photo.url)].filter(
        (path): path is string => Boolean(path),
      )
  const [signed, setSigned] = useState<ReadonlyMap<string, string>>(new Map())
  const imageOf = (path: string | null, files: string[]): PublicImage | undefined => {
    const found = publicOf(path, files)
    if (found) return found
    const url = path ? signed.get(path) : undefined
    return url ? { src: url, small: url } : undefined
  }
  const photoImage = (path: string) => imageOf(path, photos.find((photo) => photo.url === path)?.files ?? [])
  const close = () => setOpen({ dialog: 'none' })

  return (
    <>
      <PublicEventHero
        event={event}
        slugOrId={slugOrId}
        // Only while the organisers let guests upload: a closed upload page is a dead end.
        showUpload={moduleOn(event.moduleActivation, 'photo-sharing') && event.photo_uploads_open === true}
        titleFamily={titleFontFamily(look.titleFont)}
        background={publicBackground?.src ?? (look.bgImage ? signed.get(look.bgImage) : undefined)}
      >
        {guestsOn && (
          <Button onClick={() => setOpen({ dialog: 'rsvp' })} onPointerEnter={() => void loadWizard()}>
            RSVP
          </Button>
        )}
        {gifts.length > 0 && (
          <Button
            variant="secondary"
            onClick={() => setOpen({ dialog: 'cart' })}
            onPointerEnter={() => void loadCart()}
            aria-label={`Panier, ${cart.items.length} cadeau${cart.items.length > 1 ? 'x' : ''}`}
          >
            Panier ({cart.items.length})
          </Button>
        )}
        {gifts.length > 0 && (
          <a href="#gifts" className={anchor} data-hero-link>
            Gift list
          </a>
        )}
        {event.location && (
          <a href="#location" className={anchor} data-hero-link>
            Find the location
          </a>
        )}
      </PublicEventHero>
      {(event.siteContent as { shown?: boolean } | null)?.shown && (
        // The hero fills 60% of the screen; with the room kept below it (here, then in the
        // sections), what follows starts below the first screen whether or not the sections have
        // arrived, so their arrival moves nothing in view (CLS).
        <Suspense fallback={<div className="min-h-[45dvh]" />}>
          <PageExtras sections event={event} />
        </Suspense>
      )}
      {gifts.length > 0 && (
        <GiftList
          gifts={gifts}
          instructions={look.giftInstructions}
          image={(gift) => imageOf(gift.image_url, gift.image_files)}
          onOpen={(gift) => setOpen({ dialog: 'gift', gift })}
        />
      )}
      <Suspense fallback={null}>
        {unsigned.length > 0 && <SignedUrls paths={unsigned} accessToken={preview?.accessToken} onUrls={setSigned} />}
        {event.table_plan_published && <FindMyTable eventRef={event.id} />}
        {open.dialog === 'rsvp' && <RsvpWizard event={event} inviteToken={inviteToken} onClose={close} />}
        {open.dialog === 'cart' && (
          <CartDialog
            eventId={event.id}
            instructions={look.giftInstructions}
            onClose={close}
            onReserved={() => void reload()}
          />
        )}
        {open.dialog === 'photo' && (
          <PhotoLightbox
            photos={photos}
            index={open.index}
            src={(path) => photoImage(path)?.src}
            srcSet={(path) => photoImage(path)?.srcSet}
            onIndex={(index) => setOpen({ dialog: 'photo', index })}
            onClose={close}
          />
        )}
        {open.dialog === 'gift' && (
          <GiftDialog
            eventId={event.id}
            gift={open.gift}
            imageUrl={imageOf(open.gift.image_url, open.gift.image_files)?.src}
            onClose={close}
          />
        )}
      </Suspense>
      {/* The published photos, the place and the contact e-mail, after the sections and the table
          finder; the dialogs above render elsewhere (portals). */}
      <Suspense fallback={null}>
        <PageExtras
          event={event}
          gallery={
            photos.length > 0
              ? {
                  photos,
                  image: (photo) => imageOf(photo.url, photo.files),
                  onOpen: (index) => setOpen({ dialog: 'photo', index }),
                }
              : undefined
          }
        />
      </Suspense>
    </>
  )
}
