// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { allowMethods, type ApiRequest, type ApiResponse } from './_lib/http.js'

/** Liveness of the functions host, for deploy checks and the local stack's smoke test. */
export default function handler(req: ApiRequest, res: ApiResponse) {
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return
  res.setHeader('Cache-Control', 'no-store')
  res.status(200).json({ ok: true })
}
