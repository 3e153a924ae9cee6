import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { acceptInvitation, rejectInvitation } from '../api/answer-invitation'
import { signOut } from '../api/sign-out'
import { INVITATION_EXPIRED } from '../invitation-failure'
import { refreshSessionProfile } from '../session-store'
import { completeName } from '../session-state'
import { useReturnPath } from '../return-path'
import { useSession } from '../use-session'
import { EMPTY_NAME, NameFields, type NameValues } from './name-fields'

const NAME_REQUIRED = 'First name and last name are required.'

/** SPEC §2/§4 invitation: accept (name saved, invitations activated) or reject (account deleted, signed out). */
export function AcceptInvitationForm() {
  const { userId, loading } = useSession()
  const navigate = useNavigate()
  const returnTo = useReturnPath()
  const [busy, setBusy] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<NameValues>({ defaultValues: EMPTY_NAME })

  async function run(action: (userId: string) => Promise<void>) {
    if (!userId) return toast.error(INVITATION_EXPIRED)
    setBusy(true)
    try {
      await action(userId)
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const accept = handleSubmit(async (values) => {
    const name = completeName({ first: values.firstName, last: values.lastName })
    if (!name) return setError('root', { message: NAME_REQUIRED })
    await run(async (id) => {
      await acceptInvitation({ userId: id, firstName: name.first, lastName: name.last })
      toast.success('Invitation accepted! Your profile has been created successfully.')
      // The profile guard must see the completed profile before we go back to /admin.
      await refreshSessionProfile()
      navigate(returnTo, { replace: true })
    })
  })

  const reject = () =>
    run(async (id) => {
      await rejectInvitation({ userId: id })
      toast.success('Invitation rejected. Your account has been deleted.')
      await signOut()
      navigate(paths.home(), { replace: true })
    })

  const disabled = loading || busy
  return (
    <form onSubmit={accept} noValidate className="flex flex-col gap-4">
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
