import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import { databaseDetail, UserActionError } from '../user-errors'
import { useRevalidateUserReads } from './revalidate-user-reads'

/**
 * SPEC §7 users: "delete by id", as a global admin. The delete_auth_account trigger closes the
 * sign-in account with it, and the memberships go by cascade.
 */
export async function deleteUser(id: string): Promise<void> {
  const { data, error } = await supabase.from('users').delete().eq('id', id).select('id')
  if (error) throw new UserActionError('delete', databaseDetail(error))
  if (data.length === 0) throw new UserActionError('delete', 'No user was deleted: reload the list and try again.')
}

export function useDeleteUser() {
  const revalidate = useRevalidateUserReads()
  return useCallback(
    async (id: string) => {
      await deleteUser(id)
      await revalidate({ memberships: true })
    },
    [revalidate],
  )
}
