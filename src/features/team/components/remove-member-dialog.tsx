import { DeleteDialog } from '@/components/ui/delete-dialog'
import { displayName } from '@/lib/person-name'
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
  return (
    <DeleteDialog
      title="Remove team member?"
      description={`${displayName(member)} will no longer have access to this event.`}
      confirmLabel="Remove"
      remove={() => onRemove(member.userId)}
      success={TEAM_MESSAGES.removed}
      failure={TEAM_MESSAGES.removeFailed}
      onClose={onClose}
    />
  )
}
