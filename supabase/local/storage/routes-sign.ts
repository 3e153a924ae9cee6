import { sendJson, type Request, type Response } from '../shared/http.ts'
import { authenticate } from './auth.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { check, readJsonBody } from './json-body.ts'
import { assertValidBucketName, assertValidKey } from './keys.ts'
import { fileOf } from './object-read.ts'
import { findObject } from './object-sql.ts'
import type { Route, RouteParams } from './router.ts'
import { sendObject } from './send-object.ts'
import { assertValidExpiry, signToken, verifyToken } from './signed-url.ts'

/**
 * Signed download URLs: minted for objects the caller can read (RLS), served to anyone holding
 * the token until it expires. Answers `{signedURL}` (one) or `[{error, path, signedURL}]` (many),
 * URLs relative to `/storage/v1`, as storage-js expects.
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurl
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurls
 */
export function signRoutes(ctx: StorageContext): Route[] {
  const secret = ctx.config.jwtSecret

  const expiry = async (req: Request) => {
    const body = await readJsonBody(req)
    check.required(body, 'expiresIn')
    check.integer(body, 'expiresIn', 1)
    return { body, expiresIn: assertValidExpiry(body.expiresIn) }
  }

  const signOne = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    const { expiresIn } = await expiry(req)
    assertValidBucketName(p.bucket)
    assertValidKey(p.key)
    const row = await ctx.db.asRole(caller.claims, (tx) => findObject(tx, p.bucket, p.key))
    if (!row) throw errors.noSuchKey()
    const url = `${p.bucket}/${p.key}`
    const token = await signToken({ url, scope: 'download' }, secret, expiresIn)
    sendJson(res, 200, { signedURL: `/object/sign/${url}?token=${token}` })
  }

  const signMany = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    const { body, expiresIn } = await expiry(req)
    check.required(body, 'paths')
    const paths = check.stringArray(body, 'paths', 1)!
    assertValidBucketName(p.bucket)
    const visible = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [
        p.bucket,
        paths,
      ]),
    )
    const names = new Set(visible.rows.map((r) => r.name))
    const results = await Promise.all(
      paths.map(async (path) => {
        if (!names.has(path)) {
          return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null }
        }
        const url = `${p.bucket}/${path}`
        const token = await signToken({ url, scope: 'download' }, secret, expiresIn)
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` }
      }),
    )
    sendJson(res, 200, results)
  }

  const download = async (req: Request, res: Response, p: RouteParams) => {
    const token = p.query.get('token')
    if (!token) throw errors.validation("querystring must have required property 'token'")
    assertValidBucketName(p.bucket)
    const payload = await verifyToken(token, secret, `${p.bucket}/${p.key}`, 'download')
    assertValidKey(p.key)
    const row = await findObject(ctx.db, p.bucket, p.key)
    if (!row) throw errors.noSuchKey()
    const path = fileOf(ctx, row)
    const options = { download: p.query.get('download'), expires: new Date(payload.exp * 1000) }
    await sendObject(req, res, path, row.metadata ?? {}, options)
  }

  return [
    { method: 'POST', pattern: '/object/sign/:bucket/*', handler: signOne },
    { method: 'POST', pattern: '/object/sign/:bucket', handler: signMany },
    { method: 'GET', pattern: '/object/sign/:bucket/*', handler: download },
  ]
}
