import type { Queryable } from '../db/database.ts'
import { AUDIENCE } from './context.ts'
import { newId, NIL_UUID } from './tokens.ts'
import { mergeMetadata, userJson, type IdentityRow, type UserRow } from './user-json.ts'

const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, phone_confirmed_at, confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
  email_change_token_current, email_change_confirm_status, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  banned_until, deleted_at, is_anonymous`

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])).rows[0]
}

/** Same lookup as GoTrue's FindUserByEmailAndAudience (case-insensitive, SSO users excluded). */
export async function findUserByEmail(q: Queryable, email: string, aud = AUDIENCE): Promise<UserRow | undefined> {
  const sql = `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false`
  return (await q.query<UserRow>(sql, [email, aud])).rows[0]
}

export async function listIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const sql = `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
    from auth.identities where user_id = $1 order by created_at`
  return (await q.query<IdentityRow>(sql, [userId])).rows
}

/** The user as the API renders it, identities included. */
export async function loadUserJson(q: Queryable, id: string): Promise<Record<string, unknown>> {
  const user = await findUserById(q, id)
  if (!user) throw new Error(`user ${id} vanished`)
  return userJson(user, await listIdentities(q, id))
}

/** Updates columns by name (names come from code, never from input) and bumps updated_at. */
export async function updateUser(q: Queryable, id: string, sets: Record<string, unknown>): Promise<void> {
  const names = Object.keys(sets)
  const assignments = names.map((name, i) => `${name} = $${i + 2}`).concat('updated_at = now()')
  await q.query(`update auth.users set ${assignments.join(', ')} where id = $1`, [id, ...names.map((n) => sets[n])])
}

export async function addIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  data: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3, $4, now())`,
    [String(data.sub ?? userId), userId, JSON.stringify(data), provider],
  )
}

export interface NewUser {
  id?: string
  email?: string
  phone?: string
  aud?: string
  role?: string
  userMetadata?: Record<string, unknown>
  /** Extra keys for app_metadata, over the provider fields. */
  appMetadata?: Record<string, unknown>
  /** Keys copied into the e-mail identity's data (signup copies the sign-up `data` there). */
  identityExtras?: Record<string, unknown>
}

/**
 * Inserts a user and its identities as GoTrue's signup does: app_metadata lists the providers,
 * the e-mail identity's subject is the user id. https://github.com/supabase/auth/blob/master/internal/api/signup.go
 */
export async function createUser(q: Queryable, input: NewUser): Promise<UserRow> {
  const id = input.id ?? newId()
  const providers = [input.email ? 'email' : undefined, input.phone ? 'phone' : undefined].filter(Boolean) as string[]
  const appMetadata = mergeMetadata({ provider: providers[0], providers }, input.appMetadata ?? {})
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      NIL_UUID,
      id,
      input.aud ?? AUDIENCE,
      input.role ?? AUDIENCE,
      input.email?.toLowerCase() ?? null,
      input.phone ?? null,
      JSON.stringify(appMetadata),
      JSON.stringify(input.userMetadata ?? {}),
    ],
  )
  if (input.email) {
    const data = { sub: id, email: input.email.toLowerCase(), email_verified: false, phone_verified: false }
    await addIdentity(q, id, 'email', { ...input.identityExtras, ...data })
  }
  if (input.phone)
    await addIdentity(q, id, 'phone', { sub: id, phone: input.phone, email_verified: false, phone_verified: false })
  return (await findUserById(q, id))!
}

/** Marks the e-mail confirmed, as GoTrue's User.Confirm: timestamp, `email_verified` metadata, no pending tokens. */
export async function confirmEmail(q: Queryable, user: UserRow): Promise<void> {
  await updateUser(q, user.id, {
    confirmation_token: '',
    email_confirmed_at: new Date(),
    raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, { email_verified: true })),
  })
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email' and lower(identity_data ->> 'email') = lower($2)`,
    [user.id, user.email ?? ''],
  )
  await q.query('delete from auth.one_time_tokens where user_id = $1', [user.id])
}

/** Recomputes app_metadata.providers from the identities (UpdateAppMetaDataProviders). */
export async function refreshProviders(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
       'providers', p.providers, 'provider', p.providers -> 0)
     from (select coalesce(jsonb_agg(distinct provider), '[]'::jsonb) as providers from auth.identities where user_id = $1) p
     where u.id = $1 and jsonb_array_length(p.providers) > 0`,
    [userId],
  )
}

export const isBanned = (user: UserRow): boolean => !!user.banned_until && user.banned_until.getTime() > Date.now()
