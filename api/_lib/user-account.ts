import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import type { UserInput } from '../../kernel/user-input.js'
import type { ExistingUser } from './create-user-plan.js'

type Db = SupabaseClient<Database>

/** Texts of POST /api/create-user; the success one is SPEC §8's toast, so the UI can show either. */
export const USER_CREATED = 'User created successfully'
export const NOT_GLOBAL_ADMIN = 'Only a global admin can add users.'
export const USER_EXISTS = 'A user with this e-mail address already exists.'
export const CREATE_USER_FAILED = 'Could not create the user. Please try again.'

/** A refusal with the status and text the endpoint answers. */
export class CreateUserError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<ExistingUser | null> {
  // users.email is kept lowercased by the auth sync trigger, and the input is lowercased.
  const { data, error } = await db.from('users').select('id, name').eq('email', email).maybeSingle()
  if (error) throw error
  return data
}

/**
 * A confirmed auth account (users.id references it) whose name the sync trigger copies into the
 * users row; confirmed, so the person signs in with the magic link without an invitation step.
 * https://supabase.com/docs/reference/javascript/auth-admin-createuser
 */
export async function createAccount(db: Db, input: UserInput): Promise<string> {
  const { data, error } = await db.auth.admin.createUser({
    email: input.email,
    email_confirm: true,
    user_metadata: { name: { first: input.firstName, last: input.lastName } },
  })
  if (!error) return data.user.id
  // An account without a users row (or one created since our look-up) holds the address.
  if (error.code === 'email_exists') throw new CreateUserError(409, USER_EXISTS)
  if (error.status && error.status >= 400 && error.status < 500) throw new CreateUserError(400, error.message)
  throw error
}

/** Sets the role (the trigger made a plain user) and returns the row as the users screen lists it. */
export async function saveRole(db: Db, id: string, role: UserInput['role']) {
  const { data } = await db
    .from('users')
    .update({ role })
    .eq('id', id)
    .select('id, email, role, name, created_at')
    .single()
    .throwOnError()
  return data
}
