import type { UserInput } from '@kernel/user-input'
import { postApi } from '@/lib/data/api-client'
import { useMutation } from '@/lib/data/use-mutation'
import { UserActionError } from '../user-errors'
import { MEMBERSHIP_READS, userKeys } from './keys'

/**
 * POST /api/create-user: users.id references an auth account, which only the service role can
 * create, so a new user goes through the endpoint rather than an insert.
 */
export async function createUser(input: UserInput): Promise<void> {
  let answer
  try {
    answer = await postApi('/api/create-user', input)
  } catch (error) {
    throw new UserActionError('create', error instanceof Error ? error.message : null)
  }
  if (answer.ok && answer.body) return
  const reason = answer.body?.error
  throw new UserActionError(
    'create',
    typeof reason === 'string' ? reason : `Request failed with status ${answer.status}`,
  )
}

export function useCreateUser() {
  return useMutation({ write: createUser, refreshes: () => [userKeys.all, MEMBERSHIP_READS] })
}
