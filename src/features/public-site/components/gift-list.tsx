import { formatEurosFr } from '@/lib/money'
import { lazy, Suspense } from 'react'
import type { PublicImage } from '@/lib/media'
import type { PublicGift } from '../gifts/public-gift'
import { useNearScreen } from './use-near-screen'

// The instructions' links come with a small chunk of their own (the page's first load is at its
// budget); until it arrives the same text shows plain, in the same place: nothing moves.
const GiftInstructions = lazy(() => import('../gifts/gift-instructions').then((m) => ({ default: m.GiftInstructions })))

/**
 * How many cards of the grid a phone shows in its first screen (its first row of two, under the hero):
 * their images load at once, not lazily, and the first is the likely largest paint, fetched first
 * (the event's HTML preloads it, api/_lib/event-page-html.ts).
 */
export const FIRST_SCREEN_GIFTS = 2

/**
 * SPEC §4 gifts on the public site: available gifts (green badge) open their detail dialog;
 * purchased ones are dimmed, not clickable, with a red badge. The organisers' instructions say
 * how to give a reserved gift (the checkout takes no payment).
 */
export function GiftList({
  gifts,
  instructions,
  image,
  onOpen,
}: {
  gifts: PublicGift[]
  instructions: string | null
  /** A gift's image URLs (undefined while signing, or without an image). */
  image: (gift: PublicGift) => PublicImage | undefined
  onOpen: (gift: PublicGift) => void
}) {
  return (
    <section id="gifts" aria-labelledby="gifts-title" className="scroll-mt-6 py-10">
      <h2 id="gifts-title" className="mb-6 text-center text-2xl font-semibold">
        Liste de cadeaux
      </h2>
      {instructions && (
        <div className="mx-auto mb-6 max-w-2xl rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <h3 className="mb-1 font-medium">Comment offrir</h3>
          <Suspense fallback={<p className="text-sm break-words whitespace-pre-line">{instructions}</p>}>
            <GiftInstructions text={instructions} />
          </Suspense>
        </div>
      )}
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {gifts.map((gift, index) => (
          <li key={gift.id}>
            {gift.status === 'available' ? (
              <button
                type="button"
                onClick={() => onOpen(gift)}
                className="w-full rounded-lg border border-slate-200 text-left transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-accent-500 dark:border-slate-800"
              >
                <GiftCardBody gift={gift} image={image(gift)} index={index} />
              </button>
            ) : (
              <div aria-disabled="true" className="rounded-lg border border-slate-200 opacity-50 dark:border-slate-800">
                <GiftCardBody gift={gift} image={image(gift)} index={index} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function GiftCardBody({ gift, image, index }: { gift: PublicGift; image: PublicImage | undefined; index: number }) {
  const firstScreen = index < FIRST_SCREEN_GIFTS
  // Below the first screen, the image is asked for only as the guest scrolls near it.
  const [nearRef, near] = useNearScreen()
  const available = gift.status === 'available'
  return (
    <>
      {/* Square and sized before the image arrives: no layout shift. */}
      <div
        ref={firstScreen ? undefined : nearRef}
        className="aspect-square overflow-hidden rounded-t-lg bg-slate-100 dark:bg-slate-800"
      >
        {image && (
          <img
            src={firstScreen || near ? image.small : undefined}
            alt=""
            loading={firstScreen ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            width={400}
            height={400}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-1 p-3">
        <span className="font-medium">{gift.name}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{formatEurosFr(gift.amount)}</span>
        <span
          className={`w-fit rounded-full px-2 py-0.5 text-xs font-medium ${
            available
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
              : 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200'
          }`}
        >
          {available ? 'Disponible' : 'Déjà offert'}
        </span>
      </div>
    </>
  )
}
