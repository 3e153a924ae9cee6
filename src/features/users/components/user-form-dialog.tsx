import { FormDialog } from '@/components/ui/form-dialog'
import { toast } from '@/lib/toast'
import type { UserInput } from '@kernel/user-input'
import { useCreateUser } from '../api/create-user'
import { useUpdateUser } from '../api/update-user'
import { formValuesOf } from '../form-values'
import { isSelf, lockOwnRole } from '../self-protection'
import type { UserRow } from '../types'
import { userFailureToast } from '../user-errors'
import { USER_MESSAGES } from '../user-messages'
import { UserForm } from './user-form'

/** Add user (user = null) or edit one, with the SPEC §8 toasts; stays open on failure so nothing typed is lost. */
export function UserFormDialog({
  user,
  currentUserId,
  onClose,
}: {
  user: UserRow | null
  currentUserId: string | null
  onClose: () => void
}) {
  const create = useCreateUser()
  const update = useUpdateUser()
  const self = user !== null && isSelf(user, currentUserId)

  async function save(input: UserInput) {
    try {
      if (user) await update(user.id, lockOwnRole(input, self))
      else await create(input)
      toast.success(user ? USER_MESSAGES.updated : USER_MESSAGES.created)
      onClose()
    } catch (error) {
      console.error('Saving a user failed', error)
      const { title, description } = userFailureToast(error, user ? 'update' : 'create')
      toast.error(title, { description })
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={user ? 'Edit user' : 'Add user'}
      description={
        user ? 'All fields are required.' : 'All fields are required. The new user signs in with a magic link.'
      }
    >
      <UserForm
        initial={formValuesOf(user)}
        roleLocked={self}
        submitLabel={user ? 'Save' : 'Add user'}
        onSubmit={save}
      />
    </FormDialog>
  )
}
