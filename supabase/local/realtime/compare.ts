/**
 * Comparison of captured values with filter values by the column's type class, standing in for
 * the typed SQL operators upstream applies (`realtime.check_equality_op`). Both sides are
 * `to_jsonb` renderings, so numbers compare as numbers, timestamptz by instant (whatever the
 * offset each session rendered), booleans as false < true, and the rest by their text
 * (code-unit order, i.e. the C collation).
 */

/** How values of a column compare; derived from `pg_type.typcategory`. */
export type TypeClass = 'number' | 'bool' | 'text' | 'timestamptz' | 'json'

export function typeClass(category: string, typname: string): TypeClass {
  if (typname === 'timestamptz') return 'timestamptz'
  if (typname === 'json' || typname === 'jsonb') return 'json'
  if (category === 'N') return 'number'
  if (category === 'B') return 'bool'
  if (category === 'S' || category === 'D' || category === 'U' || category === 'E' || category === 'I') return 'text'
  return 'json'
}

/** SQL LIKE pattern → anchored RegExp (`%` any run, `_` one character, `\` escapes). */
export function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]
    if (ch === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i])
    else if (ch === '%') source += '.*'
    else if (ch === '_') source += '.'
    else source += escapeRegExp(ch)
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's')
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** `2024-05-01T10:00:00.123456+02:00` → microseconds since the epoch (Date.parse keeps only ms). */
function micros(value: string): number {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?(.*)$/.exec(value)
  if (!m) return Date.parse(value) * 1000
  const fraction = (m[2] ?? '').padEnd(6, '0').slice(0, 6)
  return Date.parse(m[1] + (m[3] || 'Z')) * 1000 + Number(fraction)
}

export const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v))

/** -1, 0, 1, or null when either side is NULL (SQL's unknown). */
export function compare(a: unknown, b: unknown, kind: TypeClass): number | null {
  if (a === null || a === undefined || b === null || b === undefined) return null
  let x: number | string
  let y: number | string
  if (kind === 'number') [x, y] = [Number(a), Number(b)]
  else if (kind === 'bool') [x, y] = [a === true ? 1 : 0, b === true ? 1 : 0]
  else if (kind === 'timestamptz') [x, y] = [micros(String(a)), micros(String(b))]
  else [x, y] = [asText(a), asText(b)]
  return x < y ? -1 : x > y ? 1 : 0
}
