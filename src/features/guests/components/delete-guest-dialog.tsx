import { DeleteDialog } from '@/components/ui/delete-dialog'
import { useDeleteGuest } from '../api/delete-guest'
import type { GuestRow } from '../types'

/** Delete asks first (SPEC §2); toasts per SPEC §8. */
export function DeleteGuestDialog({ guest, onClose }: { guest: GuestRow; onClose: () => void }) {
  const deleteGuest = useDeleteGuest(guest.event_id)
  return (
    <DeleteDialog
      title="Delete guest?"
      description={`"${guest.name}" and their plus-ones will be removed from the guest list.`}
      remove={() => deleteGuest(guest.id)}
      success="Guest deleted!"
      failure="Failed to delete guest"
      onClose={onClose}
    />
  )
}
