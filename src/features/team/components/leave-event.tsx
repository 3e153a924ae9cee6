import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useLeaveEvent } from '../api/leave-event'
import { TEAM_MESSAGES } from '../team-messages'

const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))

/**
 * 'Leave this event' for a member who is not its owner: nobody stays on a team they did not
 * choose. The database allows deleting one's own membership, never the owner's (EV010).
 */
export function LeaveEvent({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const leave = useLeaveEvent(eventId)
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await leave()
      toast.success(TEAM_MESSAGES.left)
      navigate(paths.admin(), { replace: true })
    } catch (error) {
      console.error('Leaving an event failed', error)
      toast.error(TEAM_MESSAGES.leaveFailed, { description: (error as Error).message })
      setPending(false)
    }
  }

  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 className="text-base font-semibold">Leave this event</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        You will no longer see this event or its data. The owner can invite you again.
      </p>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Leave event
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(next) => !next && !pending && setOpen(false)}
            title="Leave this event?"
            description={`You will leave the team of ${eventTitle}.`}
            confirmLabel="Leave"
            pending={pending}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </div>
  )
}
