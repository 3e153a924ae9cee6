import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { displayName } from '../../../lib/person-name'
import { toast } from '../../../lib/toast'
import { teamMembersKey } from '../api/get-team-members'
import { makeOwner } from '../api/make-owner'
import type { TeamMember } from '../types'

/** Confirms handing the event over; the current owner stays on the team as an editor. */
export function MakeOwnerDialog({
  eventId,
  member,
  onClose,
  onDone,
}: {
  eventId: string
  member: TeamMember
  onClose: () => void
  onDone: () => void
}) {
  const [pending, setPending] = useState(false)
  const { mutate } = useSWRConfig()
  const name = displayName(member)
  const confirm = async () => {
    setPending(true)
    try {
      await makeOwner(eventId, member.userId)
      await mutate(teamMembersKey(eventId))
      toast.success(`${name} is now the owner of this event`)
      onDone()
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
