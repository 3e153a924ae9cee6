import { useCallback } from 'react'
import { postApi } from '../../../lib/data/api-client'
import type { UserInput } from '../../../kernel/user-input'
import { UserActionError } from '../user-errors'
import { NO_SESSION } from '../user-messages'
import { useRevalidateUserReads } from './revalidate-user-reads'

/**
 * POST /api/create-user: users.id references an auth account, which only the service role can
 * create, so a new user goes through the endpoint rather than an insert.
 */
export async function createUser(input: UserInput): Promise<void> {
  let answer
  try {
    answer = await postApi('/api/create-user', input, NO_SESSION)
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
  const revalidate = useRevalidateUserReads()
  return useCallback(
    async (input: UserInput) => {
      await createUser(input)
      await revalidate({ memberships: false })
    },
    [revalidate],
  )
}
