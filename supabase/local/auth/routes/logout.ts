import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { authenticate } from '../guards.ts'

/**
 * POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them by
 * cascade) and answers 204. global: every session of the user; local: this one; others: all
 * but this one. https://supabase.com/docs/reference/javascript/auth-signout
 */
export const postLogout: RouteHandler = async (ctx, req, res, url) => {
  const scope = url.searchParams.get('scope') || 'global'
  if (!['global', 'local', 'others'].includes(scope)) throw fail.validation(`Unsupported logout scope "${scope}"`)
  const { user, sessionId } = await authenticate(ctx, req)
  if (sessionId && scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId])
  } else if (sessionId && scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId])
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id])
  }
  res.writeHead(204)
  res.end()
}
