import { errors } from './errors.ts'
import { check, type JsonObject } from './json-body.ts'
import { assertValidAllowedMimeTypes } from './mime.ts'

export interface BucketSettings {
  public?: boolean
  file_size_limit?: number | null
  allowed_mime_types?: string[] | null
}

/**
 * A bucket's size limit as storage-api takes it: bytes, or a string such as "5MB" / "1.5GB"
 * (decimal units), never above the project's own upload limit.
 * https://supabase.com/docs/reference/javascript/storage-createbucket
 * https://github.com/supabase/storage/blob/master/src/storage/limits.ts (parseFileSizeToBytes)
 */
export function parseFileSizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined || value === null) return value
  let bytes: number
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0)
      throw errors.validation('body/file_size_limit must match a schema in anyOf')
    bytes = value
  } else if (typeof value === 'string') {
    const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)
    if (!m) throw errors.invalidFileSizeLimit()
    const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[m[2].toLowerCase() as 'gb' | 'mb' | 'kb' | 'b']
    bytes = Math.round(Number(Number(m[1]).toPrecision(3)) * unit)
  } else {
    throw errors.validation('body/file_size_limit must match a schema in anyOf')
  }
  if (bytes > globalLimit) throw errors.entityTooLarge()
  return bytes
}

function allowedMimeTypes(body: JsonObject): string[] | null | undefined {
  if (body.allowed_mime_types === null) return null
  const list = check.stringArray(body, 'allowed_mime_types')
  if (!list) return undefined
  // Empty entries are dropped, as upstream does before validating.
  const kept = list.filter((mime) => mime)
  assertValidAllowedMimeTypes(kept)
  return kept
}

/** The settable fields of a create or update body; undefined ones are left as they are. */
export function bucketSettings(body: JsonObject, globalLimit: number): BucketSettings {
  return {
    public: check.boolean(body, 'public'),
    file_size_limit: parseFileSizeLimit(body.file_size_limit, globalLimit),
    allowed_mime_types: allowedMimeTypes(body),
  }
}
