import { DeleteDialog } from '@/components/ui/delete-dialog'
import { useDeleteGift } from '../api/delete-gift'
import type { GiftRow } from '../types'

/** Delete asks first; the gift and its image are gone for the guests too (SPEC §8 toasts). */
export function DeleteGiftDialog({ eventId, gift, onClose }: { eventId: string; gift: GiftRow; onClose: () => void }) {
  const deleteGift = useDeleteGift(eventId)
  return (
    <DeleteDialog
      title="Delete gift?"
      description={`"${gift.name}" and its image will be deleted; guests will no longer see it.`}
      remove={() => deleteGift(gift.id)}
      success="Gift deleted!"
      failure="Failed to delete gift"
      onClose={onClose}
    />
  )
}
