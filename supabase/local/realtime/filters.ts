import { SUBSCRIPTION } from './messages.ts'

/**
 * Parses the `filter` of a postgres_changes binding the way Supabase Realtime does:
 * `column=[not.]op.value`, several conditions joined by commas (AND), commas inside quotes or
 * parentheses kept, `in.(a,b)` turned into the array literal `{a,b}`, `"quoted"` values unquoted.
 * https://github.com/supabase/realtime/blob/main/lib/extensions/postgres_cdc_rls/subscriptions.ex
 * https://supabase.com/docs/guides/realtime/postgres-changes#available-filters
 */
export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const
export type FilterOp = (typeof FILTER_OPS)[number]

export interface Filter {
  column: string
  op: FilterOp
  /** The raw value; for `in` the Postgres array literal `{a,b}`. */
  value: string
  negate: boolean
}

export type FilterParse = { ok: true; filters: Filter[] } | { ok: false; error: string }

/** Elixir's `inspect/1` of a list of strings, which upstream puts in its error messages. */
const inspectList = (items: string[]) => `[${items.map((s) => JSON.stringify(s)).join(', ')}]`

/** Splits on commas outside double quotes and parentheses. */
export function splitTopLevel(input: string): string[] {
  const segments: string[] = []
  let current = ''
  let depth = 0
  let quoted = false
  let prev = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      if (ch === '\\' && i + 1 < input.length) {
        current += ch + input[++i]
        prev = input[i]
        continue
      }
      if (ch === '"') quoted = false
    } else if (ch === '"' && (prev === '.' || prev === '(' || prev === ',')) {
      quoted = true
    } else if (ch === '(') {
      depth++
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1)
    } else if (ch === ',' && depth === 0) {
      segments.push(current)
      current = ''
      prev = ''
      continue
    }
    current += ch
    prev = ch
  }
  segments.push(current)
  return segments
}

/** `"a\"b"` → `a"b`; anything not a well-formed quoted string is kept as written. */
export function unquote(value: string): string {
  if (!value.startsWith('"')) return value
  let out = ''
  for (let i = 1; i < value.length; i++) {
    const ch = value[i]
    if (ch === '\\' && i + 1 < value.length) out += value[++i]
    else if (ch === '"') return i === value.length - 1 ? out : value
    else out += ch
  }
  return value
}

function parseSegment(segment: string): Filter | string {
  const trimmed = segment.trim()
  if (!trimmed) return SUBSCRIPTION.emptySegment
  const eq = trimmed.indexOf('=')
  if (eq < 0) return inspectList([trimmed])
  const column = trimmed.slice(0, eq)
  let rest = trimmed.slice(eq + 1)
  const negate = rest.startsWith('not.')
  if (negate) rest = rest.slice(4)
  const dot = rest.indexOf('.')
  if (dot < 0) return inspectList([rest])
  const op = rest.slice(0, dot)
  const raw = rest.slice(dot + 1)
  if (!(FILTER_OPS as readonly string[]).includes(op)) return inspectList([op, raw])
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) return SUBSCRIPTION.inNeedsParens
    return { column, op, value: `{${raw.slice(1, -1)}}`, negate }
  }
  return { column, op: op as FilterOp, value: unquote(raw), negate }
}

export function parseFilter(input: string): FilterParse {
  const trimmed = input.trim()
  if (!trimmed) return { ok: true, filters: [] }
  const filters: Filter[] = []
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment)
    if (typeof parsed === 'string') return { ok: false, error: SUBSCRIPTION.filterParse(parsed) }
    filters.push(parsed)
  }
  return { ok: true, filters }
}
