import { lazy, Suspense, useState } from 'react'
import { Button, buttonStyles } from '@/components/ui/button'
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
import { usePageImages } from './use-page-images'

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
  const { imageOf, photoImage, background, unsigned, setSigned } = usePageImages({
    live: !preview,
    event,
    look,
    gifts,
    photos,
  })
  const close = () => setOpen({ dialog: 'none' })

  return (
    <>
      <PublicEventHero
        event={event}
        slugOrId={slugOrId}
        // Only while the organisers let guests upload: a closed upload page is a dead end.
        showUpload={moduleOn(event.moduleActivation, 'photo-sharing') && event.photo_uploads_open === true}
        titleFamily={titleFontFamily(look.titleFont)}
        background={background}
      >
        <HeroActions
          rsvp={guestsOn}
          gifts={gifts.length > 0}
          location={Boolean(event.location)}
          cartCount={cart.items.length}
          onOpen={(dialog) => setOpen({ dialog })}
        />
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

/** The hero's buttons: answer, the cart (with its count), and links down to the gift list and the place. */
function HeroActions({
  rsvp,
  gifts,
  location,
  cartCount,
  onOpen,
}: {
  rsvp: boolean
  gifts: boolean
  location: boolean
  cartCount: number
  onOpen: (dialog: 'rsvp' | 'cart') => void
}) {
  return (
    <>
      {rsvp && (
        <Button onClick={() => onOpen('rsvp')} onPointerEnter={() => void loadWizard()}>
          RSVP
        </Button>
      )}
      {gifts && (
        <Button
          variant="secondary"
          onClick={() => onOpen('cart')}
          onPointerEnter={() => void loadCart()}
          aria-label={`Panier, ${cartCount} cadeau${cartCount > 1 ? 'x' : ''}`}
        >
          Panier ({cartCount})
        </Button>
      )}
      {gifts && (
        <a href="#gifts" className={anchor} data-hero-link>
          Gift list
        </a>
      )}
      {location && (
        <a href="#location" className={anchor} data-hero-link>
          Find the location
        </a>
      )}
    </>
  )
}
