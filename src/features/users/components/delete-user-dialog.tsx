import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useDeleteUser } from '../api/delete-user'
import type { UserRow } from '../types'
import { userFailureToast } from '../user-errors'
import { USER_MESSAGES } from '../user-messages'

/** Delete asks first (SPEC §2); the account goes with the row, so they can no longer sign in. */
export function DeleteUserDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const deleteUser = useDeleteUser()
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await deleteUser(user.id)
      onClose()
      toast.success(USER_MESSAGES.deleted)
    } catch (error) {
      console.error('Deleting a user failed', error)
      const { title, description } = userFailureToast(error, 'delete')
      toast.error(title, { description })
    } finally {
      setPending(false)
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete user?"
      description={`${user.email} will be deleted with their account and removed from every event team. They will no longer be able to sign in.`}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => void confirm()}
    />
  )
}
