import { useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { paths } from '../../../lib/paths'
import { toast } from '../../../lib/toast'
import { useSession } from '@/features/auth'
import { acceptInvitation, declineInvitation } from '../api/answer-invitation'
import { useMyInvitations, type PendingInvitation } from '../api/get-my-invitations'
import { InvitationCard } from './invitation-card'

/**
 * /admin/invitations: the teams the user was invited to. Nobody joins a team without saying yes
 * here (or on /accept-invitation for a new account); the e-mail and the notification lead here.
 */
export function InvitationsScreen() {
  const { userId } = useSession()
  const { data, error, mutate } = useMyInvitations(userId)
  const { mutate: mutateAll } = useSWRConfig()
  const navigate = useNavigate()

  async function accept(invitation: PendingInvitation) {
    try {
      await acceptInvitation(invitation.eventId)
    } catch (failure) {
      toast.error('Failed to accept the invitation', { description: (failure as Error).message })
      await mutate()
      return
    }
    toast.success('Invitation accepted')
    await mutateAll((key) => Array.isArray(key) && key[0] === 'events', undefined, { revalidate: true })
    navigate(paths.event(invitation.eventId))
  }

  async function decline(invitation: PendingInvitation) {
    try {
      await declineInvitation(invitation.eventId, userId ?? '')
      toast.success('Invitation declined')
    } catch (failure) {
      toast.error('Failed to decline the invitation', { description: (failure as Error).message })
    }
    await mutate()
  }

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-6 py-8">
      <h1 className="text-2xl font-semibold">Invitations</h1>
      {!data && error && (
        <div role="alert" className="flex items-center gap-3 text-sm">
          <span>Failed to load your invitations: {(error as Error).message}</span>
          <Button variant="secondary" onClick={() => void mutate()}>
            Retry
          </Button>
        </div>
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
