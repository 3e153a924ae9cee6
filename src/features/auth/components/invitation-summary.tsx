import { personName } from '@/lib/person-name'
import { eventName } from '@/entities/event'
import type { PendingInvitation } from '@/entities/invitation'

/** Which invitation the screen answers, so that nobody accepts one they have not seen. */
export function InvitationSummary({ invitation }: { invitation: PendingInvitation }) {
  const inviter = personName(invitation.invitedByName) ?? 'Someone'
  return (
    <p className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      {inviter} invited you to join the team of <strong>{eventName(invitation.naming)}</strong>.
    </p>
  )
}
