import { HttpError, type Request } from '../shared/http.ts'
import { JsonDepthGauge, MAX_JSON_DEPTH } from '../shared/json-depth.ts'

/**
 * The largest REST body the gateway passes to PostgREST. The app's largest write, a guest list
 * import (2,000 rows at most), is a few hundred KB; a body of tens of MB held the database for
 * seconds while every other call waited. Storage uploads have their own limits
 * (`[storage] file_size_limit`), auth bodies GoTrue's 1 MB, `/api` bodies Vercel's 4.5 MB.
 */
export const REST_BODY_LIMIT = 2 * 1024 * 1024

// The answer of Kong's request-size-limiting plugin, which Supabase's gateway runs.
// https://docs.konghq.com/hub/kong-inc/request-size-limiting/
const TOO_LARGE = { message: 'Request size limit exceeded' }
// PostgREST's own answer to a body it cannot read as JSON.
// https://postgrest.org/en/v12/references/errors.html (PGRST102)
const TOO_DEEP = {
  code: 'PGRST102',
  details: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
  hint: null,
  message: 'Empty or invalid json',
}
// What is left of the body is not read: the connection closes after the answer.
const CLOSE = { connection: 'close' }

export const restBodyTooLarge = () => new HttpError(413, TOO_LARGE, CLOSE)
export const restBodyTooDeep = () => new HttpError(400, TOO_DEEP, CLOSE)

/**
 * Reads a REST request's body for PostgREST, refusing it as soon as it is over the size limit or
 * nests deeper than MAX_JSON_DEPTH: a Content-Length over the limit is refused before a byte of
 * the body is read, and a chunked body once its bytes pass the limit, so nothing past the limit is
 * ever held.
 */
export function readRestBody(req: Request, limit = REST_BODY_LIMIT): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.reject(restBodyTooLarge())
  const gauge = new JsonDepthGauge()
  const chunks: Buffer[] = []
  let size = 0
  return new Promise((resolve, reject) => {
    const stop = (error: Error) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', stop)
      req.pause()
      reject(error)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return stop(restBodyTooLarge())
      if (!gauge.push(chunk)) return stop(restBodyTooDeep())
      chunks.push(chunk)
    }
    const onEnd = () => {
      req.off('error', stop)
      resolve(Buffer.concat(chunks, size))
    }
    req.on('data', onData)
    req.once('end', onEnd)
    req.once('error', stop)
  })
}
