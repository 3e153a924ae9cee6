import { eventKeys } from '@/entities/event'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { databaseDetail, UserActionError } from '../user-errors'
import { MEMBERSHIP_READS, userKeys } from './keys'

/**
 * SPEC §7 users: "delete by id", as a global admin. The delete_auth_account trigger closes the
 * sign-in account with it, and the memberships go by cascade.
 */
export async function deleteUser(id: string): Promise<void> {
  const { data, error } = await supabase.from('users').delete().eq('id', id).select('id')
  if (error) throw new UserActionError('delete', databaseDetail(error))
  // Not requireRows: the refusal is a UserActionError, whose detail the toast shows.
  if (data.length === 0) throw new UserActionError('delete', 'No user was deleted: reload the list and try again.')
}

/** Deletes, then refreshes the users list and every read of the memberships that went by cascade. */
export function useDeleteUser() {
  return useMutation({
    write: deleteUser, // A deletion drops memberships, which the events' reads carry.
    refreshes: () => [userKeys.all, MEMBERSHIP_READS, eventKeys.all],
  })
}
