import { sendJson, type Request, type Response } from '../shared/http.ts'
import { authenticate, SERVICE_CLAIMS } from './auth.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { assertValidBucketName, assertValidKey } from './keys.ts'
import { testUploadPermission } from './object-writer.ts'
import type { Route, RouteParams } from './router.ts'
import { signToken, UPLOAD_URL_EXPIRY, UsedUploadTokens, verifyToken } from './signed-url.ts'
import { acceptUpload, drainingOnError } from './upload-flow.ts'

/**
 * Uploads: POST creates (`x-upsert: true` replaces), PUT always upserts, both answering
 * `{Id, Key}`; and signed upload URLs, minted by a caller who may upload and used without a JWT.
 * https://supabase.com/docs/reference/javascript/storage-from-upload
 * https://supabase.com/docs/reference/javascript/storage-from-update
 * https://supabase.com/docs/reference/javascript/storage-from-createsigneduploadurl
 */
export function uploadRoutes(ctx: StorageContext): Route[] {
  const usedTokens = new UsedUploadTokens()
  const upload = (method: 'POST' | 'PUT') => (req: Request, res: Response, p: RouteParams) =>
    drainingOnError(async () => {
      const caller = await authenticate(req, ctx.config.jwtSecret, 'required')
      const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true'
      const target = { claims: caller.claims, bucket: p.bucket, name: p.key, owner: caller.owner, upsert }
      const { id } = await acceptUpload(ctx, req, target, true)
      sendJson(res, 200, { Id: id, Key: `${p.bucket}/${p.key}` })
    })(req, res)

  const createSignedUpload = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, ctx.config.jwtSecret, 'required')
    assertValidBucketName(p.bucket)
    assertValidKey(p.key)
    const upsert = req.headers['x-upsert'] === 'true'
    const declared = req.headers['content-length'] ? Number(req.headers['content-length']) : undefined
    const target = { claims: caller.claims, bucket: p.bucket, name: p.key, owner: caller.owner, upsert }
    await testUploadPermission(ctx, target, { mimetype: req.headers['content-type'], contentLength: declared })
    const url = `${p.bucket}/${p.key}`
    const token = await signToken(
      { owner: caller.owner, url, upsert, scope: 'upload' },
      ctx.config.jwtSecret,
      UPLOAD_URL_EXPIRY,
    )
    sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token })
  }

  const uploadToSigned = (req: Request, res: Response, p: RouteParams) =>
    drainingOnError(async () => {
      const token = p.query.get('token')
      if (!token) throw errors.validation("querystring must have required property 'token'")
      const { owner, upsert, exp } = await verifyToken(token, ctx.config.jwtSecret, `${p.bucket}/${p.key}`, 'upload')
      if (!usedTokens.claim(token, exp)) throw errors.invalidSignature('The signed upload URL has already been used')
      const target = { claims: SERVICE_CLAIMS, bucket: p.bucket, name: p.key, owner, upsert: Boolean(upsert) }
      try {
        await acceptUpload(ctx, req, target, false)
      } catch (error) {
        usedTokens.release(token)
        throw error
      }
      sendJson(res, 200, { Key: `${p.bucket}/${p.key}` })
    })(req, res)

  return [
    { method: 'POST', pattern: '/object/upload/sign/:bucket/*', handler: createSignedUpload },
    { method: 'PUT', pattern: '/object/upload/sign/:bucket/*', handler: uploadToSigned },
    { method: 'POST', pattern: '/object/:bucket/*', handler: upload('POST') },
    { method: 'PUT', pattern: '/object/:bucket/*', handler: upload('PUT') },
  ]
}
