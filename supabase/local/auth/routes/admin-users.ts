import type { Queryable } from '../../db/database.ts'
import { sendJson } from '../../shared/http.ts'
import { AUDIENCE, type RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { requireAdmin } from '../guards.ts'
import { bool, readParams } from '../request.ts'
import { isUuid } from '../tokens.ts'
import { userJson, type UserRow } from '../user-json.ts'
import { findUserById, listIdentities } from '../users.ts'

const DEFAULT_PER_PAGE = 50

/** GoTrue's obfuscateValue: base64url(sha256(id || value)), so a soft-deleted row frees its address. */
const OBFUSCATED = (column: string, length = 43) =>
  `case when ${column} is null then null else left(rtrim(translate(encode(sha256(convert_to(id::text || ${column}, 'UTF8')), 'base64'), '+/', '-_'), '='), ${length}) end`

function pageParam(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value))
    throw fail.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`)
  return Number(value)
}

/** Loads the user named in the path or answers 404 as GoTrue's loadUser does. */
export async function loadPathUser(q: Queryable, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw fail.badUserId()
  const user = await findUserById(q, id)
  if (!user) throw fail.userNotFound('User not found')
  return user
}

/**
 * GET /admin/users?page&per_page: newest first, `{users, aud}`, with X-Total-Count and a Link
 * header that auth-js reads for nextPage/lastPage. https://supabase.com/docs/reference/javascript/auth-admin-listusers
 */
export const listUsers: RouteHandler = async (ctx, req, res, url) => {
  await requireAdmin(ctx, req)
  const page = Math.max(1, pageParam(url.searchParams.get('page'), 1))
  const perPage = Math.max(1, pageParam(url.searchParams.get('per_page'), DEFAULT_PER_PAGE))
  const filter = url.searchParams.get('filter') ?? ''
  const where = `aud = $1 and ($2 = '' or email like '%' || $2 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $2 || '%')`
  const total = Number(
    (await ctx.db.query<{ n: number }>(`select count(*)::int as n from auth.users where ${where}`, [AUDIENCE, filter]))
      .rows[0].n,
  )
  const ids = await ctx.db.query<{ id: string }>(
    `select id from auth.users where ${where} order by created_at desc, id limit $3 offset $4`,
    [AUDIENCE, filter, perPage, (page - 1) * perPage],
  )
  const users: unknown[] = []
  for (const { id } of ids.rows) {
    const user = await findUserById(ctx.db, id)
    if (user) users.push(userJson(user, await listIdentities(ctx.db, id)))
  }
  const totalPages = Math.ceil(total / perPage)
  const link = (n: number) => {
    const query = new URLSearchParams(url.searchParams)
    query.set('page', String(n))
    query.sort()
    return `<${url.pathname}?${query}>`
  }
  const links = (totalPages > page ? [`${link(page + 1)}; rel="next"`] : []).concat(`${link(totalPages)}; rel="last"`)
  sendJson(res, 200, { users, aud: AUDIENCE }, { link: links.join(', '), 'x-total-count': String(total) })
}

/** GET /admin/users/{id} */
export const getUserById: RouteHandler = async (ctx, req, res, _url, [id]) => {
  await requireAdmin(ctx, req)
  const user = await loadPathUser(ctx.db, id)
  sendJson(res, 200, userJson(user, await listIdentities(ctx.db, id)))
}

/**
 * DELETE /admin/users/{id}: deletes the user, cascading to identities, sessions and refresh
 * tokens; `should_soft_delete` keeps an anonymised row instead (e-mail and phone obfuscated as
 * GoTrue's SoftDeleteUser does, metadata and sessions dropped). https://supabase.com/docs/reference/javascript/auth-admin-deleteuser
 */
export const deleteUserById: RouteHandler = async (ctx, req, res, _url, [id]) => {
  await requireAdmin(ctx, req)
  const soft = bool(await readParams(req, { optional: true }), 'should_soft_delete')
  await ctx.db.transaction(async (q) => {
    const user = await loadPathUser(q, id)
    if (!soft) return void (await q.query('delete from auth.users where id = $1', [id]))
    if (user.deleted_at) return
    await q.query(
      `update auth.users set email = ${OBFUSCATED('email')}, phone = ${OBFUSCATED('phone', 15)}, email_change = '', encrypted_password = null, confirmation_token = '',
         recovery_token = '', email_change_token_new = '', email_change_token_current = '', raw_user_meta_data = '{}'::jsonb,
         deleted_at = now(), updated_at = now() where id = $1`,
      [id],
    )
    await q.query(
      `update auth.identities set identity_data = jsonb_build_object('sub', provider_id), updated_at = now() where user_id = $1`,
      [id],
    )
    await q.query('delete from auth.one_time_tokens where user_id = $1', [id])
    await q.query('delete from auth.sessions where user_id = $1', [id])
  })
  sendJson(res, 200, {})
}
