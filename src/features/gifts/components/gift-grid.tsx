import { useSession } from '@/entities/session'
import { useMediaUrls } from '@/lib/media'
import type { GiftRow } from '../types'
import { GiftCard } from './gift-card'

/** SPEC §9 grids: 2 columns on small screens, 4 on medium, 6 on large. */
export function GiftGrid({
  gifts,
  onEdit,
  onDelete,
  onUndoReservation,
}: {
  gifts: readonly GiftRow[]
  onEdit: (gift: GiftRow) => void
  onDelete: (gift: GiftRow) => void
  onUndoReservation: (gift: GiftRow) => void
}) {
  const session = useSession()
  const images = useMediaUrls(
    gifts.map((gift) => gift.image_url),
    session.session?.access_token,
  )
  return (
    <ul aria-label="Gifts" className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-6">
      {gifts.map((gift) => (
        <GiftCard
          key={gift.id}
          gift={gift}
          imageUrl={images.get(gift.image_url)}
          onEdit={onEdit}
          onDelete={onDelete}
          onUndoReservation={onUndoReservation}
        />
      ))}
    </ul>
  )
}
