import { useNavigate } from 'react-router-dom'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/entities/session'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useMyInvitations, type PendingInvitation } from '@/entities/invitation'
import { useAcceptInvitation } from '../api/accept-invitation'
import { useDeclineInvitation } from '../api/decline-invitation'
import { InvitationCard } from './invitation-card'

/**
 * /admin/invitations: the teams the user was invited to. Nobody joins a team without saying yes
 * here (or on /accept-invitation for a new account); the e-mail and the notification lead here.
 */
export function InvitationsScreen() {
  const { userId } = useSession()
  const { data, error, mutate } = useMyInvitations(userId)
  const acceptInvitation = useAcceptInvitation(userId)
  const declineInvitation = useDeclineInvitation(userId)
  const navigate = useNavigate()

  async function accept(invitation: PendingInvitation) {
    try {
      await acceptInvitation(invitation.eventId)
    } catch (failure) {
      toast.error('Failed to accept the invitation', { description: (failure as Error).message })
      return
    }
    toast.success('Invitation accepted')
    navigate(paths.event(invitation.eventId))
  }

  async function decline(invitation: PendingInvitation) {
    try {
      await declineInvitation(invitation.eventId)
      toast.success('Invitation declined')
    } catch (failure) {
      toast.error('Failed to decline the invitation', { description: (failure as Error).message })
    }
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-8">
      <h1 className="text-2xl font-semibold">Invitations</h1>
      {!data && error && (
        <LoadError onRetry={() => void mutate()}>Failed to load your invitations: {(error as Error).message}</LoadError>
      )}
      {!data && !error && <Skeleton className="h-20 w-full" />}
      {data && data.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">You have no pending invitations.</p>
      )}
      {data && data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {data.map((invitation) => (
            <InvitationCard
              key={invitation.eventId}
              invitation={invitation}
              onAccept={() => accept(invitation)}
              onDecline={() => decline(invitation)}
            />
          ))}
        </ul>
      )}
    </main>
  )
}
