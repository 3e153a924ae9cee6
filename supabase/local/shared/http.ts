import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Database } from '../db/database.ts'
import type { LocalConfig } from './config.ts'

export type Request = IncomingMessage
export type Response = ServerResponse

/** What every local service gets from the gateway. */
export interface ServiceContext {
  config: LocalConfig
  db: Database
  log: (line: string) => void
}

/**
 * A service mounted under a path prefix of the gateway (`/auth/v1`, `/storage/v1`, …).
 * `url.pathname` passed to `handle` has the prefix removed.
 */
export interface Service {
  prefix: string
  handle(req: Request, res: Response, url: URL): Promise<void>
  upgrade?(req: Request, socket: Duplex, head: Buffer, url: URL): void
  /** Called once migrations are applied (and again after a reset). */
  afterMigrate?(): Promise<void>
  close?(): Promise<void>
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String((body as { message: unknown }).message)
        : `HTTP ${status}`,
    )
  }
}

export function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(text)
}

export async function readBody(req: Request, limit = 64 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit)
      throw new HttpError(413, {
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON body; `onInvalid` builds the service's own error for malformed JSON. */
export async function readJson<T = Record<string, unknown>>(req: Request, onInvalid: () => HttpError): Promise<T> {
  const raw = (await readBody(req, 1024 * 1024)).toString('utf8')
  if (!raw.trim()) return {} as T
  try {
    const value = JSON.parse(raw)
    if (value === null || typeof value !== 'object') throw onInvalid()
    return value as T
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw onInvalid()
  }
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim()
}
