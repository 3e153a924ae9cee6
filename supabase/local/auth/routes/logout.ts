import type { Queryable } from '../../db/database.ts'
import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { authenticate } from '../guards.ts'

const SCOPES = ['global', 'local', 'others'] as const
type Scope = (typeof SCOPES)[number]

/**
 * Ends the sessions the scope names (their refresh tokens and amr claims go with them by cascade).
 * A token minted without a session ends every session of its user, whatever the scope, as GoTrue does.
 */
function endSessions(tx: Queryable, scope: Scope, userId: string, sessionId: string | undefined) {
  if (sessionId && scope === 'local') return tx.query('delete from auth.sessions where id = $1', [sessionId])
  if (sessionId && scope === 'others')
    return tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
  return tx.query('delete from auth.sessions where user_id = $1', [userId])
}

/**
 * POST /logout?scope=global|local|others: ends sessions and answers 204. global: every session of
 * the user; local: this one; others: all but this one. The delete runs in a transaction of its own,
 * as GoTrue's handler runs its scope's delete in `db.Transaction`; a failure answers an error, not 204.
 * https://supabase.com/docs/reference/javascript/auth-signout
 * https://github.com/supabase/auth/blob/master/internal/api/logout.go
 */
export const postLogout: RouteHandler = async (ctx, req, res, url) => {
  const scope = (url.searchParams.get('scope') || 'global') as Scope
  if (!SCOPES.includes(scope)) throw fail.validation(`Unsupported logout scope "${scope}"`)
  const { user, sessionId } = await authenticate(ctx, req)
  await ctx.db.transaction((tx) => endSessions(tx, scope, user.id, sessionId))
  res.writeHead(204)
  res.end()
}
