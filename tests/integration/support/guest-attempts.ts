import http from 'node:http'
import { env, sql } from './clients.ts'

// Guests' limited entry points (limit_guest_attempts migration): their errors, and resetting an
// event's count so that one test's attempts do not refuse the next one's.

export const INVALID_CODE = { code: 'EV001', message: 'Code invalide', hint: 'invalid_upload_code' }
export const TOO_MANY = { code: 'EV013', hint: 'too_many_attempts' }

export async function forgetAttempts(eventId: string): Promise<void> {
  await sql(`delete from private.guest_attempts where scope = $1`, [eventId])
}

/** A well-formed code that is not `code`. */
export const otherCode = (code: string) => (code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ')

export interface RpcAnswer {
  status: number
  body: unknown
  /** PostgREST's error code when the answer is an error. */
  code: string | null
}

/**
 * Calls a public function as an anonymous visitor connecting from `address` (a loopback address
 * such as 127.0.0.23): the gateway takes the client's identity from the connection's peer, so
 * this is how guests on other networks arrive.
 */
export function rpcFrom(address: string, name: string, args: Record<string, unknown>): Promise<RpcAnswer> {
  const url = new URL(`${env().apiUrl}/rest/v1/rpc/${name}`)
  const payload = JSON.stringify(args)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: {
          apikey: env().anonKey,
          authorization: `Bearer ${env().anonKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          const body: unknown = text ? JSON.parse(text) : null
          const status = response.statusCode ?? 0
          const code = status >= 400 ? ((body as { code?: string } | null)?.code ?? null) : null
          resolve({ status, body, code })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

/** `count` addresses 127.0.0.{from}…, one per network a flood comes from. */
export const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `127.0.0.${from + i}`)
