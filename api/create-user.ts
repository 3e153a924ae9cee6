// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { userInput } from '../kernel/user-input.js'
import { planCreateUser } from './_lib/create-user-plan.js'
import { isGlobalAdmin } from './_lib/event-access.js'
import { answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { readSignedInPost } from './_lib/signed-in-post.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'
import {
  createAccount,
  CREATE_USER_FAILED,
  CreateUserError,
  findUserByEmail,
  NOT_GLOBAL_ADMIN,
  saveRole,
  USER_CREATED,
  USER_EXISTS,
} from './_lib/user-account.js'

/**
 * POST {firstName, lastName, email, role} with a global admin's bearer token (SPEC §2 users
 * management). users.id references the auth account, so the account is created here with the
 * service role and the sync trigger makes the users row; the person then signs in with the magic
 * link. 201 when created, 200 when a retry finds the account it made, 409 when the address is
 * someone else's.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, CREATE_USER_FAILED, () => createUser(req, res))
}

async function createUser(req: ApiRequest, res: ApiResponse) {
  const call = await readSignedInPost(req, res, userInput)
  if (!call) return
  const { user, input } = call
  const db = supabaseAdmin()
  if (!(await isGlobalAdmin(db, user.id))) return sendError(res, 403, NOT_GLOBAL_ADMIN)

  const plan = planCreateUser(await findUserByEmail(db, input.email), input, user.id)
  if (plan.kind === 'conflict') return sendError(res, 409, USER_EXISTS)
  try {
    const id = plan.kind === 'finish' ? plan.id : await createAccount(db, input)
    const row = await saveRole(db, id, input.role)
    const created = plan.kind === 'create'
    res
      .status(created ? 201 : 200)
      .json({ message: USER_CREATED, outcome: created ? 'created' : 'existing', user: row })
  } catch (error) {
    if (error instanceof CreateUserError) return sendError(res, error.status, error.message)
    throw error
  }
}
