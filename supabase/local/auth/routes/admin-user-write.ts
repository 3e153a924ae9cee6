import type { Queryable } from '../../db/database.ts'
import { sendJson } from '../../shared/http.ts'
import { AUDIENCE, type RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { requireAdmin } from '../guards.ts'
import { bool, obj, readParams, str, type Params } from '../request.ts'
import { isUuid, NIL_UUID } from '../tokens.ts'
import { mergeMetadata, type UserRow } from '../user-json.ts'
import {
  addIdentity,
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  loadUserJson,
  refreshProviders,
  updateUser,
} from '../users.ts'
import { parseGoDuration, validateEmail, validatePhone } from '../validate.ts'
import { loadPathUser } from './admin-users.ts'

async function phoneTaken(q: Queryable, phone: string, exceptId = ''): Promise<boolean> {
  return (await q.query('select 1 from auth.users where phone = $1 and id::text <> $2', [phone, exceptId])).rowCount > 0
}

/** Applies the fields create and update share, in GoTrue's order. `password` is accepted and ignored (no password sign-in here). */
async function applyAdminFields(q: Queryable, user: UserRow, params: Params): Promise<void> {
  const role = str(params, 'role')
  if (role) await updateUser(q, user.id, { role })
  const appData = obj(params, 'app_metadata')
  if (appData)
    await updateUser(q, user.id, { raw_app_meta_data: JSON.stringify(mergeMetadata(user.raw_app_meta_data, appData)) })
  const userData = obj(params, 'user_metadata')
  if (userData)
    await updateUser(q, user.id, {
      raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, userData)),
    })
  if (bool(params, 'email_confirm')) await confirmEmail(q, (await findUserById(q, user.id))!)
  if (bool(params, 'phone_confirm')) await updateUser(q, user.id, { phone_confirmed_at: new Date() })
  const ban = str(params, 'ban_duration')
  if (ban) {
    const ms = parseGoDuration(ban)
    await updateUser(q, user.id, { banned_until: ms === 0 ? null : new Date(Date.now() + ms) })
  }
}

/** POST /admin/users. https://supabase.com/docs/reference/javascript/auth-admin-createuser */
export const createUserAsAdmin: RouteHandler = async (ctx, req, res) => {
  await requireAdmin(ctx, req)
  const params = await readParams(req)
  const rawEmail = str(params, 'email')
  const rawPhone = str(params, 'phone')
  if (!rawEmail && !rawPhone) throw fail.validation('Cannot create a user without either an email or phone')
  const email = rawEmail ? validateEmail(rawEmail) : undefined
  const phone = rawPhone ? validatePhone(rawPhone) : undefined
  const id = str(params, 'id') || undefined
  if (id && !isUuid(id)) throw fail.validation('ID must conform to the uuid v4 format')
  if (id === NIL_UUID) throw fail.validation('ID cannot be a nil uuid')
  if (str(params, 'password') && str(params, 'password_hash'))
    throw fail.validation('Only a password or a password hash should be provided')
  const aud = str(params, 'aud') || AUDIENCE
  const created = await ctx.db.transaction(async (q) => {
    if (email && (await findUserByEmail(q, email, aud))) throw fail.emailExists()
    if (phone && (await phoneTaken(q, phone))) throw fail.phoneExists()
    const user = await createUser(q, { id, email, phone, aud, userMetadata: obj(params, 'user_metadata') ?? {} })
    await applyAdminFields(q, user, { ...params, user_metadata: undefined })
    return user.id
  })
  sendJson(res, 200, await loadUserJson(ctx.db, created))
}

/** PUT /admin/users/{id}. https://supabase.com/docs/reference/javascript/auth-admin-updateuserbyid */
export const updateUserAsAdmin: RouteHandler = async (ctx, req, res, _url, [id]) => {
  await requireAdmin(ctx, req)
  const params = await readParams(req)
  const email = str(params, 'email') ? validateEmail(str(params, 'email')) : ''
  const phone = str(params, 'phone') ? validatePhone(str(params, 'phone')) : ''
  await ctx.db.transaction(async (q) => {
    const user = await loadPathUser(q, id)
    if (email && email !== user.email) {
      const other = await findUserByEmail(q, email, user.aud ?? AUDIENCE)
      if (other && other.id !== id) throw fail.emailExists()
      const verified = bool(params, 'email_confirm')
      const updated = await q.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [id, email, verified],
      )
      if (updated.rowCount === 0)
        await addIdentity(q, id, 'email', { sub: id, email, email_verified: verified, phone_verified: false })
      await updateUser(q, id, { email })
    }
    if (phone && phone !== user.phone) {
      if (await phoneTaken(q, phone, id)) throw fail.phoneExists()
      const exists = await q.query(`select 1 from auth.identities where user_id = $1 and provider = 'phone'`, [id])
      if (exists.rowCount === 0)
        await addIdentity(q, id, 'phone', { sub: id, phone, email_verified: false, phone_verified: false })
      await updateUser(q, id, { phone })
    }
    await applyAdminFields(q, (await findUserById(q, id))!, params)
    await refreshProviders(q, id)
  })
  sendJson(res, 200, await loadUserJson(ctx.db, id))
}
