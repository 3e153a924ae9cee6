import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import type { EventRow } from '@/entities/event'
import { useDeleteEvent } from '@/entities/event-deletion'

/** SPEC §2 delete flow and §8 toasts ('Event deleted' / 'Error deleting event'). */
export function DeleteEventDialog({
  event,
  name,
  open,
  onOpenChange,
}: {
  event: EventRow
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const deleteEvent = useDeleteEvent()
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await deleteEvent(event)
      onOpenChange(false)
      toast.success('Event deleted')
    } catch (error) {
      console.error('Event deletion failed', error)
      toast.error('Error deleting event')
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Are you sure?"
      description={`${name} will be deleted for good, with its guests, gifts, todos and photos.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
