import { formatEurosFr } from '@/lib/money'
import { GiftInstructions } from '../gifts/gift-instructions'
import type { CartItem } from './cart-store'

/**
 * After the checkout: what the guest reserved, and how to give it (the organisers' gift
 * instructions). Nothing was paid, so nothing here says it was.
 */
export function ReservedNote({
  gifts,
  total,
  instructions,
}: {
  gifts: CartItem[]
  total: number
  instructions: string | null
}) {
  const one = gifts.length === 1
  return (
    <>
      <p role="status" className="text-lg font-medium">
        {one ? 'Cadeau réservé, merci !' : 'Cadeaux réservés, merci !'}
      </p>
      <p>
        {gifts.map((gift) => gift.name).join(', ')} ({formatEurosFr(total)}) :{' '}
        {one
          ? 'il vous est réservé, aucun autre invité ne peut plus le choisir.'
          : 'ils vous sont réservés, aucun autre invité ne peut plus les choisir.'}{' '}
        Les organisateurs sont prévenus.
      </p>
      <section aria-labelledby="reserved-how" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        <h3 id="reserved-how" className="mb-1 font-medium">
          Comment offrir
        </h3>
        {instructions ? (
          <GiftInstructions text={instructions} />
        ) : (
          <p className="text-sm">Ce site ne prend aucun paiement : les organisateurs vous diront comment offrir.</p>
        )}
      </section>
    </>
  )
}
