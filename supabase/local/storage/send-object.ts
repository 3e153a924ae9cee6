import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type { Request, Response } from '../shared/http.ts'
import { errors } from './errors.ts'
import type { ObjectMetadata } from './object-sql.ts'
import { parseRange } from './range.ts'

export interface SendOptions {
  /** `?download` (empty string for an attachment without a name). */
  download?: string | null
  /** Signed URLs answer `Expires` (the token's expiry) instead of the object's Cache-Control. */
  expires?: Date
}

/** storage-api never serves HTML as HTML: it would run scripts on the project's domain. */
export function responseContentType(mime: string | undefined): string {
  if (!mime) return 'application/octet-stream'
  return mime.includes('text/html') ? 'text/plain' : mime
}

/**
 * The headers storage-api's renderers set from an object's metadata.
 * https://github.com/supabase/storage/blob/master/src/storage/renderer/renderer.ts
 * https://supabase.com/docs/guides/storage/cdn/fundamentals (Cache-Control from the upload)
 */
export function objectHeaders(metadata: Partial<ObjectMetadata>, options: SendOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': responseContentType(metadata.mimetype),
    'x-robots-tag': 'none',
    // The stored type is the uploader's claim: browsers must not guess another (an image as HTML).
    'x-content-type-options': 'nosniff',
  }
  if (metadata.eTag) headers.etag = metadata.eTag
  const lastModified = metadata.lastModified ? new Date(metadata.lastModified) : undefined
  if (lastModified && !Number.isNaN(lastModified.getTime())) headers['last-modified'] = lastModified.toUTCString()
  if (options.expires) headers.expires = options.expires.toUTCString()
  else if (metadata.cacheControl) headers['cache-control'] = metadata.cacheControl
  if (options.download !== undefined && options.download !== null) {
    const name = encodeURIComponent(options.download)
    headers['content-disposition'] = name ? `attachment; filename=${name}; filename*=UTF-8''${name}` : 'attachment;'
  }
  return headers
}

/**
 * Streams a stored file with its metadata headers, answering If-None-Match with 304 and a single
 * byte range with 206. A row whose file is gone is storage's "resource was not found".
 * https://supabase.com/docs/guides/storage/serving/downloads
 */
export async function sendObject(
  req: Request,
  res: Response,
  path: string,
  metadata: Partial<ObjectMetadata>,
  options: SendOptions = {},
): Promise<void> {
  const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' || error.code === 'ENOTDIR' ? errors.assetNotFound() : error
  })
  try {
    const { size } = await handle.stat()
    const headers = objectHeaders(metadata, options)
    if (metadata.eTag && req.headers['if-none-match'] === metadata.eTag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    let status = 200
    let start = 0
    let end = size - 1
    if (req.headers.range) {
      ;({ start, end } = parseRange(req.headers.range, size))
      status = 206
      headers['content-range'] = `bytes ${start}-${end}/${size}`
    }
    headers['content-length'] = String(Math.max(end - start + 1, 0))
    res.writeHead(status, headers)
    if (req.method === 'HEAD' || size === 0) {
      res.end()
      return
    }
    await pipeline(handle.createReadStream({ start, end, autoClose: false }), res).catch(() => res.destroy())
  } finally {
    await handle.close()
  }
}
