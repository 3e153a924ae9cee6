import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import type { UserInput } from '../../../kernel/user-input'
import { databaseDetail, UserActionError } from '../user-errors'
import { useRevalidateUserReads } from './revalidate-user-reads'

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
  if (data.length === 0)
    throw new UserActionError('update', 'This user no longer exists, or you may no longer edit it.')
}

export function useUpdateUser() {
  const revalidate = useRevalidateUserReads()
  return useCallback(
    async (id: string, input: UserInput) => {
      await updateUser(id, input)
      await revalidate({ memberships: false })
    },
    [revalidate],
  )
}
