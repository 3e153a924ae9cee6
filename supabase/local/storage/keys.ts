import { resolve, sep } from 'node:path'
import { errors } from './errors.ts'

/**
 * Object keys and bucket names as storage-api accepts them: S3-safe ASCII only.
 * https://github.com/supabase/storage/blob/master/src/storage/limits.ts (isValidKey, isValidBucketName)
 * https://docs.aws.amazon.com/AmazonS3/latest/userguide/object-keys.html
 * The hyphen stays last so that it is a literal, not a range.
 */
const KEY_CHARS = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/
const BUCKET_CHARS = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/

export type KeyProblem = 'empty' | 'characters' | 'absolute' | 'empty segment' | 'dot segment'

/**
 * Why a key is unusable, or undefined when it is fine. Beyond the character set, keys that would
 * walk the file tree are refused, as storage-api's file backend does (resolveSecureFilesystemPath):
 * `.`/`..` segments, a leading `/`, and empty segments (`a//b`, `a/`).
 */
export function keyProblem(key: string): KeyProblem | undefined {
  if (key.length === 0) return 'empty'
  if (!KEY_CHARS.test(key)) return 'characters'
  if (key.startsWith('/')) return 'absolute'
  const segments = key.split('/')
  if (segments.some((s) => s === '.' || s === '..')) return 'dot segment'
  if (segments.some((s) => s === '')) return 'empty segment'
  return undefined
}

export function assertValidKey(key: string): void {
  if (keyProblem(key)) throw errors.invalidKey(key)
}

/** Bucket names: 1–100 S3-safe characters; `.` and `..` would name directories outside the bucket. */
export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && BUCKET_CHARS.test(name) && name !== '.' && name !== '..'
}

export function assertValidBucketName(name: string): void {
  if (!isValidBucketName(name)) throw errors.invalidBucketName()
}

/**
 * Joins `parts` under `root` and proves the result stays inside it, whatever the parts contain:
 * the last line of defence behind the key checks above.
 */
export function resolveInside(root: string, ...parts: string[]): string {
  const base = resolve(root)
  const target = resolve(base, ...parts)
  if (target !== base && !target.startsWith(base + sep)) throw errors.invalidKey(parts.join('/'))
  return target
}

/** Decodes one percent-encoded path piece; malformed escapes are an invalid key, not a crash. */
export function decodePathPart(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw errors.invalidKey(raw)
  }
}

/** storage-api gives `.emptyFolderPlaceholder` files a 0-byte limit and skips MIME checks for them. */
export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder')
}
