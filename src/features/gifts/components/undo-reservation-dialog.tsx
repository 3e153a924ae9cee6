import { DeleteDialog } from '@/components/ui/delete-dialog'
import { useUndoReservation } from '../api/undo-reservation'
import type { GiftRow } from '../types'

/** Undo asks first: the gift goes back on offer to every guest. */
export function UndoReservationDialog({
  eventId,
  gift,
  onClose,
}: {
  eventId: string
  gift: GiftRow
  onClose: () => void
}) {
  const undo = useUndoReservation(eventId)
  return (
    <DeleteDialog
      title="Undo reservation?"
      description={`"${gift.name}" will be available again on the gift list, and any guest may choose it.`}
      remove={() => undo(gift.id)}
      success="Reservation undone"
      failure="Failed to undo the reservation"
      confirmLabel="Undo reservation"
      onClose={onClose}
    />
  )
}
