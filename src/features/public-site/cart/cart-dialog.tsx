import { useState } from 'react'
import { FieldError } from '@/components/ui/field-frame'
import { ModalShell } from '@/components/ui/modal-shell'
import { formatEurosFr } from '@/lib/money'
import { CART_MAX, useCart, type CartItem } from './cart-store'
import { CheckoutForm } from './checkout-form'
import { ReservedNote } from './reserved-note'

type Outcome = { at: 'cart'; notice: string | null } | { at: 'reserved'; gifts: CartItem[]; total: number }

/**
 * SPEC §4 cart: the chosen gifts, their total, removal, and the checkout, which reserves the
 * gifts for the organisers and takes no payment (SPEC §7: it is simulated), so nothing here says
 * a payment was made.
 */
export function CartDialog({
  eventId,
  instructions,
  onClose,
  onReserved,
}: {
  eventId: string
  /** The organisers' gift instructions: how to give what was reserved. */
  instructions: string | null
  onClose: () => void
  /** The gift list changed (reserved, or reserved by someone else): reload it. */
  onReserved: () => void
}) {
  const cart = useCart(eventId)
  const [outcome, setOutcome] = useState<Outcome>({ at: 'cart', notice: null })

  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title="Votre panier"
      description={
        outcome.at === 'reserved'
          ? 'Merci pour votre cadeau !'
          : "Réservez ici les cadeaux que vous souhaitez offrir : aucun paiement n'est demandé sur ce site."
      }
      className="max-h-[90dvh] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto"
      closeLabel="Fermer"
      lang="fr"
    >
      <div className="mt-4 flex flex-col gap-4">
        {outcome.at === 'reserved' ? (
          <ReservedNote gifts={outcome.gifts} total={outcome.total} instructions={instructions} />
        ) : cart.items.length === 0 ? (
          <p>Votre panier est vide.</p>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
              {cart.items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <span>{item.name}</span>
                  <span className="ml-auto text-sm">{formatEurosFr(item.amount)}</span>
                  <button
                    type="button"
                    onClick={() => cart.remove([item.id])}
                    className="rounded-md px-2 py-1 text-sm text-accent-700 hover:bg-accent-50 dark:text-accent-400 dark:hover:bg-slate-800"
                    aria-label={`Retirer ${item.name}`}
                  >
                    Retirer
                  </button>
                </li>
              ))}
            </ul>
            <p className="flex justify-between font-semibold">
              <span>Total</span>
              <span>{formatEurosFr(cart.total)}</span>
            </p>
            {cart.items.length > CART_MAX ? (
              <FieldError role="alert">
                Un panier contient au plus {CART_MAX} cadeaux : retirez-en {cart.items.length - CART_MAX} pour
                continuer.
              </FieldError>
            ) : (
              cart.full && (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Votre panier est plein : {CART_MAX} cadeaux au plus à la fois.
                </p>
              )
            )}
          </>
        )}
        {outcome.at === 'cart' && outcome.notice && <FieldError role="alert">{outcome.notice}</FieldError>}
        {outcome.at === 'cart' && cart.items.length > 0 && cart.items.length <= CART_MAX && (
          <CheckoutForm
            items={cart.items}
            onReserved={() => {
              const { items: gifts, total } = cart
              cart.clear()
              setOutcome({ at: 'reserved', gifts, total })
              onReserved()
            }}
            onTaken={(names) => {
              cart.remove(cart.items.filter((item) => names.includes(item.name)).map((item) => item.id))
              setOutcome({
                at: 'cart',
                notice: `Déjà offert par un autre invité : ${names.join(', ')}. Retiré de votre panier ; rien n'a été réservé, vous pouvez réessayer.`,
              })
              onReserved()
            }}
            onFailed={(message) => setOutcome({ at: 'cart', notice: message })}
          />
        )}
      </div>
    </ModalShell>
  )
}
