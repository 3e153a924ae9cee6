import type { UserInput } from '@kernel/user-input'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { databaseDetail, UserActionError } from '../user-errors'
import { MEMBERSHIP_READS, userKeys } from './keys'

/**
 * SPEC §7 users: "update by id", under RLS as a global admin. An e-mail change moves the sign-in
 * address too (push_email_to_auth trigger). RLS hides rows it refuses, so no row back is a failure.
 */
export async function updateUser(id: string, input: UserInput): Promise<void> {
  const { data, error } = await supabase
    .from('users')
    .update({ email: input.email, role: input.role, name: { first: input.firstName, last: input.lastName } })
    .eq('id', id)
    .select('id')
  if (error) throw new UserActionError('update', databaseDetail(error))
  // Not requireRows: the refusal is a UserActionError, whose detail the toast shows under its title.
  if (data.length === 0)
    throw new UserActionError('update', 'This user no longer exists, or you may no longer edit it.')
}

/** Updates, then refreshes the users list and the reads showing the user beside their memberships. */
export function useUpdateUser() {
  return useMutation({ write: updateUser, refreshes: () => [userKeys.all, MEMBERSHIP_READS] })
}
