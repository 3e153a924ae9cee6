import { Button } from '@/components/ui/button'
import { ModalShell } from '@/components/ui/modal-shell'
import { formatEurosFr } from '@/lib/money'
import type { PublicGift } from '../gifts/public-gift'
import { CART_MAX, useCart } from './cart-store'

/** An available gift's details, and the way into the cart. */
export function GiftDialog({
  eventId,
  gift,
  imageUrl,
  onClose,
}: {
  eventId: string
  gift: PublicGift
  imageUrl: string | undefined
  onClose: () => void
}) {
  const cart = useCart(eventId)
  const inCart = cart.items.some((item) => item.id === gift.id)
  const full = cart.full && !inCart
  return (
    <ModalShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={gift.name}
      description={formatEurosFr(gift.amount)}
      className="max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto"
      closeLabel="Fermer"
      lang="fr"
    >
      <div className="mt-4 flex flex-col gap-4">
        {imageUrl && (
          <img
            src={imageUrl}
            alt=""
            width={400}
            height={400}
            className="aspect-square w-full rounded-md object-cover"
          />
        )}
        {gift.description && <p className="whitespace-pre-line text-sm">{gift.description}</p>}
        {full && (
          <p className="text-sm font-medium text-accent-700 dark:text-accent-400">
            Votre panier est plein : {CART_MAX} cadeaux au plus à la fois. Offrez-les d'abord, ou retirez-en un.
          </p>
        )}
        <div className="flex justify-end">
          <Button
            disabled={inCart || full}
            onClick={() => {
              cart.add({ id: gift.id, name: gift.name, amount: gift.amount, image_url: gift.image_url })
              onClose()
            }}
          >
            {inCart ? 'Déjà dans votre panier' : full ? 'Panier plein' : 'Ajouter au panier'}
          </Button>
        </div>
      </div>
    </ModalShell>
  )
}
