import type { IncomingMessage, ServerResponse } from 'node:http'
import type { z } from 'zod'

/**
 * The request and response helpers Vercel's Node.js runtime adds to (req, res); typed here so
 * api/ needs no @vercel/node. https://vercel.com/docs/functions/runtimes/node-js#node.js-helpers
 */
export interface ApiRequest extends IncomingMessage {
  query: Partial<Record<string, string | string[]>>
  cookies: Partial<Record<string, string>>
  /** Parsed by content type: JSON and form bodies become objects, others stay text. */
  body: unknown
}

export interface ApiResponse extends ServerResponse {
  status(code: number): ApiResponse
  json(body: unknown): ApiResponse
  send(body: unknown): ApiResponse
}

export type ApiHandler = (req: ApiRequest, res: ApiResponse) => unknown

/** The error body every endpoint answers with; the SPA reads `error` (SPEC §7). */
export function sendError(res: ApiResponse, status: number, message: string): void {
  res.status(status).json({ error: message })
}

/** Answers 405 with an Allow header unless the method is one of `allowed`; returns whether to go on. */
export function allowMethods(req: ApiRequest, res: ApiResponse, allowed: readonly string[]): boolean {
  if (req.method && allowed.includes(req.method)) return true
  res.setHeader('Allow', allowed.join(', '))
  sendError(res, 405, 'Method not allowed')
  return false
}

/** The caller's access token from `Authorization: Bearer …`, if any. */
export function bearerToken(req: ApiRequest): string | undefined {
  const match = /^bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  return match?.[1]
}

/** A JSON object body, or undefined when the body is missing, malformed or not an object. */
export function jsonBody(req: ApiRequest): Record<string, unknown> | undefined {
  const { body } = req
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; message: string }

/** Validates the JSON body against `schema`; on failure, the first issue's message for a 400. */
export function parseBody<S extends z.ZodType>(schema: S, req: ApiRequest): Parsed<z.infer<S>> {
  const body = jsonBody(req)
  if (!body) return { ok: false, message: 'The request body must be a JSON object.' }
  const result = schema.safeParse(body)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid request body.' }
}

/**
 * Runs the database part of a handler: an unexpected failure is logged with its details and
 * answered 500 with `message`, so the SPA shows a readable sentence instead of internals.
 */
export async function answerFailures(res: ApiResponse, message: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    console.error(message, error)
    if (!res.headersSent) sendError(res, 500, message)
  }
}
