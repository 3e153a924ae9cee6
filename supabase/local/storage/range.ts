import { errors } from './errors.ts'

export interface ByteRange {
  start: number
  end: number
}

/**
 * One `Range: bytes=a-b` (or `bytes=-n`, `bytes=a-`) against a file of `size` bytes, the forms
 * storage-api serves; anything else, or a range starting past the end, is its 416.
 * https://github.com/supabase/storage/blob/master/src/storage/range.ts
 * https://www.rfc-editor.org/rfc/rfc9110#section-14.1.2
 */
export function parseRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || size <= 0 || (!match[1] && !match[2])) throw errors.invalidRange()
  if (!match[1]) {
    const suffix = Number(match[2])
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw errors.invalidRange()
    return { start: Math.max(size - suffix, 0), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] ? Number(match[2]) : size - 1
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start || start >= size) {
    throw errors.invalidRange()
  }
  return { start, end: Math.min(end, size - 1) }
}
