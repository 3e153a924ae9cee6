import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { displayName } from '@/lib/person-name'
import { toast } from '@/lib/toast'
import { useMakeOwner } from '../api/make-owner'
import type { TeamMember } from '../types'

/** Confirms handing the event over; the current owner stays on the team as an editor. */
export function MakeOwnerDialog({
  eventId,
  member,
  onClose,
}: {
  eventId: string
  member: TeamMember
  onClose: () => void
}) {
  const [pending, setPending] = useState(false)
  const makeOwner = useMakeOwner(eventId)
  const name = displayName(member)
  const confirm = async () => {
    setPending(true)
    try {
      await makeOwner(member.userId)
      toast.success(`${name} is now the owner of this event`)
      onClose()
    } catch (error) {
      toast.error('Failed to change the owner', { description: error instanceof Error ? error.message : undefined })
      setPending(false)
    }
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Make ${name} the owner?`}
      description="They will be able to manage the team and delete the event. The current owner stays on the team as an editor."
      confirmLabel="Make owner"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
