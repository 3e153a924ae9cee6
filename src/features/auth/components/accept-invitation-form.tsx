import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { completeName, refreshSessionProfile, useSession } from '@/entities/session'
import { acceptInvitation, rejectInvitation } from '../api/answer-invitation'
import { useInvitationToAnswer } from '../api/get-invitation-to-answer'
import { signOut } from '../api/sign-out'
import { INVITATION_EXPIRED } from '../invitation-failure'
import { useReturnPath } from '../return-path'
import { InvitationSummary } from './invitation-summary'
import { EMPTY_NAME, NameFields, type NameValues } from './name-fields'

const NAME_REQUIRED = 'First name and last name are required.'
const NO_INVITATION = 'No invitation was found for this account.'

/**
 * SPEC §2/§4 invitation: accept (name saved, that invitation accepted) or reject (that invitation
 * dropped; the account deleted and signed out when nothing else is left). The e-mailed link names
 * the event (`?event=`); otherwise the screen answers the newest open invitation, shown first.
 */
export function AcceptInvitationForm() {
  const { userId, loading } = useSession()
  const navigate = useNavigate()
  const returnTo = useReturnPath()
  const location = useLocation()
  // Read from the location rather than useSearchParams, which weighs on every route's entry chunk.
  const named = new URLSearchParams(location.search).get('event')
  const answering = useInvitationToAnswer(userId, named)
  const [busy, setBusy] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<NameValues>({ defaultValues: EMPTY_NAME })

  async function run(action: (userId: string, eventId: string) => Promise<void>) {
    if (!userId) return toast.error(INVITATION_EXPIRED)
    const eventId = answering.data?.eventId
    if (!eventId) return toast.error(answering.error ? (answering.error as Error).message : NO_INVITATION)
    setBusy(true)
    try {
      await action(userId, eventId)
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const accept = handleSubmit(async (values) => {
    const name = completeName({ first: values.firstName, last: values.lastName })
    if (!name) return setError('root', { message: NAME_REQUIRED })
    await run(async (id, eventId) => {
      await acceptInvitation({ userId: id, eventId, firstName: name.first, lastName: name.last })
      toast.success('Invitation accepted! Your profile has been created successfully.')
      // The profile guard must see the completed profile before we go back to /admin.
      await refreshSessionProfile()
      navigate(returnTo, { replace: true })
    })
  })

  const reject = () =>
    run(async (id, eventId) => {
      const { accountDeleted } = await rejectInvitation({ userId: id, eventId })
      if (!accountDeleted) {
        // Another invitation (or team) is still theirs: the screen moves on to it.
        toast.success('Invitation rejected.')
        await refreshSessionProfile()
        if (named) navigate(location.pathname, { replace: true, state: location.state })
        else await answering.mutate()
        return
      }
      toast.success('Invitation rejected. Your account has been deleted.')
      await signOut()
      navigate(paths.home(), { replace: true })
    })

  const disabled = loading || busy || answering.isLoading
  return (
    <form onSubmit={accept} noValidate className="flex flex-col gap-4">
      {answering.data?.shown && <InvitationSummary invitation={answering.data.shown} />}
      <NameFields
        register={register}
        labels={{ first: 'First name', last: 'Last name' }}
        error={formState.errors.root?.message}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={disabled}>
          Accept invitation
        </Button>
        <Button variant="secondary" onClick={() => void reject()} disabled={disabled}>
          Reject invitation
        </Button>
      </div>
    </form>
  )
}
