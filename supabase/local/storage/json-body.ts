import type { Request } from '../shared/http.ts'
import { errors, storageError } from './errors.ts'

const JSON_LIMIT = 1024 * 1024

export type JsonObject = Record<string, unknown>

/**
 * Reads a JSON request body with Fastify's errors, which storage-api passes through:
 * https://github.com/supabase/storage/blob/master/src/http/error-handler.ts
 * `allowEmpty` mirrors the routes that register a JSON parser accepting an empty body
 * (delete bucket, empty bucket).
 */
export async function readJsonBody(req: Request, options: { allowEmpty?: boolean } = {}): Promise<JsonObject> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > JSON_LIMIT) {
      throw storageError(413, 'EntityTooLarge', 'Request body is too large', { error: 'FastifyError', httpStatus: 413 })
    }
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  const isJson = /^application\/([\w.+-]*\+)?json/i.test(req.headers['content-type'] ?? '')
  if (!text.trim()) {
    if (options.allowEmpty) return {}
    if (isJson) throw errors.emptyJsonBody()
    throw errors.validation('body must be object')
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw errors.invalidJsonBody()
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw errors.validation('body must be object')
  return value as JsonObject
}

/** Small checks in the words of Fastify's (Ajv) validation messages. */
export const check = {
  required(body: JsonObject, name: string, where = 'body'): void {
    if (body[name] === undefined) throw errors.validation(`${where} must have required property '${name}'`)
  },
  string(body: JsonObject, name: string, where = 'body'): string | undefined {
    const value = body[name]
    if (value !== undefined && typeof value !== 'string') throw errors.validation(`${where}/${name} must be string`)
    return value as string | undefined
  },
  boolean(body: JsonObject, name: string): boolean | undefined {
    const value = body[name]
    if (value !== undefined && typeof value !== 'boolean') throw errors.validation(`body/${name} must be boolean`)
    return value as boolean | undefined
  },
  integer(body: JsonObject, name: string, minimum: number, where = 'body'): number | undefined {
    const value = body[name]
    if (value === undefined) return undefined
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw errors.validation(`${where}/${name} must be integer`)
    if (value < minimum) throw errors.validation(`${where}/${name} must be >= ${minimum}`)
    return value
  },
  stringArray(body: JsonObject, name: string, minItems = 0): string[] | undefined {
    const value = body[name]
    if (value === undefined) return undefined
    if (!Array.isArray(value)) throw errors.validation(`body/${name} must be array`)
    const bad = value.findIndex((item) => typeof item !== 'string')
    if (bad >= 0) throw errors.validation(`body/${name}/${bad} must be string`)
    if (value.length < minItems) throw errors.validation(`body/${name} must NOT have fewer than ${minItems} items`)
    return value as string[]
  },
  oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T | undefined {
    if (value === undefined) return undefined
    if (!allowed.includes(value as T)) throw errors.validation(`${where} must be equal to one of the allowed values`)
    return value as T
  },
}
