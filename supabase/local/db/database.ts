import pg from 'pg'

// Parse bigint and numeric as JS values the way PostgREST's JSON does not matter here: the
// local services only read ids, counts and timestamps, so keep int8 as a number.
pg.types.setTypeParser(20, (v) => Number(v))

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>
}

/** JWT claims as PostgREST exposes them to SQL through `request.jwt.claims`. */
export type Claims = Record<string, unknown> & { role?: string; sub?: string }

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres'
  /** A connection string other processes (PostgREST, psql) can use. */
  url: string
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs `fn` in a transaction as PostgREST would for a request: `SET LOCAL ROLE` to the
   * claims' role and `request.jwt.claims` set, so RLS applies exactly as for REST calls.
   * https://postgrest.org/en/v12/references/transactions.html#request-headers-cookies-and-jwt-claims
   */
  asRole<T>(claims: Claims, fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

const ROLE_NAME = /^[a-z_][a-z0-9_]*$/

export function createPoolDatabase(
  kind: Database['kind'],
  url: string,
  poolSize: number,
  onClose: () => Promise<void> = async () => {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 0 })
  // A dropped idle connection must not crash the server; the pool replaces it on next use.
  pool.on('error', () => {})
  const db: Database = {
    kind,
    url,
    async query(sql, params) {
      const r = await pool.query(sql, params as unknown[])
      return { rows: r.rows, rowCount: r.rowCount ?? 0 }
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const tx: Queryable = {
          async query(sql, params) {
            const r = await client.query(sql, params as unknown[])
            return { rows: r.rows, rowCount: r.rowCount ?? 0 }
          },
        }
        const result = await fn(tx)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async asRole(claims, fn) {
      const role = String(claims.role ?? 'anon')
      if (!ROLE_NAME.test(role)) throw new Error(`invalid role: ${role}`)
      return db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`)
        await tx.query(
          `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claim.role', $3, true)`,
          [JSON.stringify(claims), String(claims.sub ?? ''), role],
        )
        return fn(tx)
      })
    },
    async close() {
      await pool.end()
      await onClose()
    },
  }
  return db
}
