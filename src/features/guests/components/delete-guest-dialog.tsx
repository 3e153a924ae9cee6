import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../lib/toast'
import { useDeleteGuest } from '../api/delete-guest'
import type { GuestRow } from '../types'

/** Delete asks first (SPEC §2); toasts per SPEC §8. */
export function DeleteGuestDialog({ guest, onClose }: { guest: GuestRow; onClose: () => void }) {
  const deleteGuest = useDeleteGuest()
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await deleteGuest(guest.id)
      onClose()
      toast.success('Guest deleted!')
    } catch (error) {
      console.error('Deleting a guest failed', error)
      toast.error('Failed to delete guest', { description: error instanceof Error ? error.message : undefined })
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete guest?"
      description={`"${guest.name}" and their plus-ones will be removed from the guest list.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
