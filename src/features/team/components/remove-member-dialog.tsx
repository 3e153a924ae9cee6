import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { displayName } from '../../../lib/person-name'
import { toast } from '../../../lib/toast'
import { TEAM_MESSAGES } from '../team-messages'
import type { TeamMember } from '../types'

/** SPEC §2 remove dialog with the §8 toasts; the reason of a refusal goes under the error toast. */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemove,
}: {
  member: TeamMember
  onClose: () => void
  onRemove: (userId: string) => Promise<void>
}) {
  const [pending, setPending] = useState(false)
  const name = displayName(member)

  async function confirm() {
    setPending(true)
    try {
      await onRemove(member.userId)
      onClose()
      toast.success(TEAM_MESSAGES.removed)
    } catch (error) {
      console.error('Removing a team member failed', error)
      toast.error(TEAM_MESSAGES.removeFailed, { description: (error as Error).message })
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove team member?"
      description={`${name} will no longer have access to this event.`}
      confirmLabel="Remove"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
