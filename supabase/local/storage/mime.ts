import { errors } from './errors.ts'

/**
 * Whether an upload's MIME type is allowed by a bucket's `allowed_mime_types`, compared as
 * storage-api does: `type/subtype` must match exactly (parameters included) or the entry is
 * `type/*`, and the type is one `type/subtype` (`image/png/x` and `image/png/svg+xml` are
 * refused). So `text/plain;charset=UTF-8` is not covered by `text/plain`, as on hosted Supabase.
 * https://supabase.com/docs/guides/storage/buckets/fundamentals#restricting-uploads
 * https://github.com/supabase/storage/blob/master/src/storage/uploader.ts (validateMimeType)
 */
export function mimeAllowed(mime: string, allowed: readonly string[]): boolean {
  // One `type/subtype`, optionally with parameters: `image/png/x` names no type at all.
  const match = /^([^/;\s]+)\/([^/;\s]+)(;.*)?$/.exec(mime)
  if (!match) return false
  const [, type, subtype] = match
  return allowed.some((entry) => {
    if (entry === mime) return true
    const [allowedType, allowedSubtype, extra] = entry.split('/')
    if (extra !== undefined || allowedSubtype === undefined || allowedType !== type) return false
    return allowedSubtype === '*' || (allowedSubtype === subtype && match[3] === undefined)
  })
}

/** Throws storage's 415 unless the bucket has no MIME restriction or the type is allowed. */
export function assertMimeAllowed(mime: string, allowed: readonly string[] | null | undefined): void {
  if (!allowed || allowed.length === 0) return
  if (!mimeAllowed(mime, allowed)) throw errors.invalidMimeType(mime)
}

/** The shape a bucket's allowed-MIME entry must have when a bucket is created or updated. */
const ALLOWED_ENTRY = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/

export function assertValidAllowedMimeTypes(list: readonly string[]): void {
  for (const entry of list) {
    if (entry.length > 1000 || !ALLOWED_ENTRY.test(entry)) throw errors.invalidMimeType(entry)
  }
}
