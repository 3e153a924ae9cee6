import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { eventName, useEvent } from '@/entities/event'
import { useDeleteEvent } from '@/entities/event-deletion'

// Radix loads with the dialog, not with the settings page (the 170 KB budget for a direct visit).
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))

/** SPEC §2/§8: delete the event after confirmation, then 'Event deleted' and back to /admin. */
export function DeleteEventCard() {
  const { event } = useEvent()
  const deleteEvent = useDeleteEvent()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await deleteEvent(event)
      toast.success('Event deleted')
      navigate(paths.admin(), { replace: true })
    } catch (error) {
      console.error('Event deletion failed', error)
      toast.error('Error deleting event')
      setPending(false)
    }
  }

  return (
    <Card
      title="Delete event"
      tone="danger"
      description="The event is deleted for good, with its guests, gifts, todos, photos and team."
    >
      <Button onClick={() => setOpen(true)}>Delete event</Button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setOpen}
            title="Are you sure?"
            description={`${eventName(event)} will be deleted for good, with its guests, gifts, todos and photos.`}
            confirmLabel="Delete"
            pending={pending}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </Card>
  )
}
