import { lazy, Suspense, useState } from 'react'
import { Button, buttonStyles } from '../../../components/ui/button'
import { useMediaUrls } from '../../../lib/media-urls'
import { moduleOn } from '../module-on'
import { useCart } from '../cart/cart-store'
import { readPublicGifts, type PublicGift } from '../gifts/public-gift'
import type { PublicEvent } from '../types'
import { GiftList } from './gift-list'
import { LocationSection } from './location-section'
import { PublicEventHero } from './public-event-hero'

// Dialogs load on intent (hover, focus or click): the page's first paint carries none of them.
const loadWizard = () => import('../rsvp/rsvp-wizard')
const loadCart = () => import('../cart/cart-dialog')
const loadGift = () => import('../cart/gift-dialog')
const RsvpWizard = lazy(() => loadWizard().then((m) => ({ default: m.RsvpWizard })))
const CartDialog = lazy(() => loadCart().then((m) => ({ default: m.CartDialog })))
const GiftDialog = lazy(() => loadGift().then((m) => ({ default: m.GiftDialog })))
// Only events with a published table plan show it: the others never download it.
const FindMyTable = lazy(() => import('./find-my-table').then((m) => ({ default: m.FindMyTable })))

type Open = { dialog: 'none' } | { dialog: 'rsvp' } | { dialog: 'cart' } | { dialog: 'gift'; gift: PublicGift }

const anchor = buttonStyles('ghost', 'underline underline-offset-4')

/** SPEC §2 public event page: hero, RSVP, gift list and cart, location, and the table finder. */
export function PublicEventView({
  event,
  slugOrId,
  reload,
}: {
  event: PublicEvent
  slugOrId: string
  /** Loads the event again: after a checkout, the gift list has changed. */
  reload: () => Promise<void>
}) {
  const inviteToken = new URLSearchParams(window.location.search).get('invite')
  const guestsOn = moduleOn(event.moduleActivation, 'guests')
  const gifts = moduleOn(event.moduleActivation, 'gifts') ? readPublicGifts(event.gifts) : []
  const [open, setOpen] = useState<Open>(guestsOn && inviteToken ? { dialog: 'rsvp' } : { dialog: 'none' })
  const cart = useCart(event.id)
  // One request signs every gift image the page shows (the bucket is private).
  const media = useMediaUrls(gifts.map((gift) => gift.image_url))
  const close = () => setOpen({ dialog: 'none' })

  return (
    <>
      <PublicEventHero event={event} slugOrId={slugOrId} showUpload={moduleOn(event.moduleActivation, 'photo-sharing')}>
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
          <a href="#gifts" className={anchor}>
            Gift list
          </a>
        )}
        {event.location && (
          <a href="#location" className={anchor}>
            Find the location
          </a>
        )}
      </PublicEventHero>
      {gifts.length > 0 && (
        <GiftList gifts={gifts} imageUrl={media.get} onOpen={(gift) => setOpen({ dialog: 'gift', gift })} />
      )}
      {event.location && <LocationSection location={event.location} />}
      <Suspense fallback={null}>
        {event.table_plan_published && <FindMyTable eventRef={event.id} />}
        {open.dialog === 'rsvp' && <RsvpWizard event={event} inviteToken={inviteToken} onClose={close} />}
        {open.dialog === 'cart' && <CartDialog eventId={event.id} onClose={close} onPurchased={() => void reload()} />}
        {open.dialog === 'gift' && (
          <GiftDialog eventId={event.id} gift={open.gift} imageUrl={media.get(open.gift.image_url)} onClose={close} />
        )}
      </Suspense>
    </>
  )
}
