import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../lib/toast'
import { useDeleteGift } from '../api/delete-gift'
import type { GiftRow } from '../types'

/** Delete asks first; the gift and its image are gone for the guests too. */
export function DeleteGiftDialog({ gift, onClose }: { gift: GiftRow; onClose: () => void }) {
  const deleteGift = useDeleteGift()
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await deleteGift(gift.id)
      onClose()
      toast.success('Gift deleted!')
    } catch (error) {
      console.error('Deleting a gift failed', error)
      toast.error('Failed to delete gift', { description: error instanceof Error ? error.message : undefined })
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete gift?"
      description={`"${gift.name}" and its image will be deleted; guests will no longer see it.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
