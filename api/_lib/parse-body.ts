import type { z } from 'zod'
import { jsonBody, type ApiRequest } from './http.js'

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string }

/** Validates the JSON body against `schema`; on failure, the first issue's message for a 400. */
export function parseBody<S extends z.ZodType>(schema: S, req: ApiRequest): Parsed<z.infer<S>> {
  const body = jsonBody(req)
  if (!body) return { ok: false, message: 'The request body must be a JSON object.' }
  const result = schema.safeParse(body)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid request body.' }
}
