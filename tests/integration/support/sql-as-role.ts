import pg from 'pg'
import { env } from './clients.ts'

export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role'
  sub?: string
  email?: string
}

let pool: pg.Pool | undefined

/**
 * Runs `fn` in one transaction as PostgREST or the storage service would for a request: the
 * role set with SET LOCAL ROLE and the JWT claims in `request.jwt.claims`. For rows the HTTP
 * API cannot reach directly (storage.objects while uploads go through SQL).
 */
export async function asRole<T>(claims: Claims, fn: (query: pg.PoolClient['query']) => Promise<T>): Promise<T> {
  pool ??= new pg.Pool({ connectionString: env().dbUrl, max: 2 })
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`set local role ${claims.role}`)
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ ...claims, aud: claims.role === 'anon' ? undefined : 'authenticated' }),
    ])
    const result = await fn(client.query.bind(client) as pg.PoolClient['query'])
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** Inserts a storage.objects row as the given role: what an upload to bucket `media` does. */
export async function storeObject(
  claims: Claims,
  name: string,
  bucket = 'media',
  metadata: Record<string, unknown> = { mimetype: 'image/webp', size: 1024 },
): Promise<void> {
  await asRole(claims, (query) =>
    query(`insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)`, [
      bucket,
      name,
      claims.sub ?? null,
      metadata,
    ]),
  )
}

/** Deletes storage.objects rows as the given role, as the Storage API's remove() does. */
export async function removeObjects(claims: Claims, names: string[], bucket = 'media'): Promise<number> {
  return asRole(claims, async (query) => {
    const r = await query(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name`,
      [bucket, names],
    )
    return r.rowCount ?? 0
  })
}
