import { parseFilter, type Filter } from './filters.ts'
import { SUBSCRIPTION } from './messages.ts'

/**
 * One `postgres_changes` entry of a join's config, checked as Supabase Realtime's
 * `parse_subscription_params` does (schema defaults to `public` when only a table is given, `*`
 * for the table when only a schema is given; an unknown event means `*`).
 * https://github.com/supabase/realtime/blob/main/lib/extensions/postgres_cdc_rls/subscriptions.ex
 */
export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE'

export interface BindingSpec {
  /** The number the client matches its callbacks with (upstream: `:erlang.phash2(params)`). */
  id: number
  /** The entry exactly as the client sent it; echoed back in the join reply with its id. */
  params: Record<string, unknown>
  event: ChangeEvent
  schema: string
  table: string
  filters: Filter[]
  select: string[] | null
}

export type BindingParse = { ok: true; binding: BindingSpec } | { ok: false; error: string }

/** Stable JSON with sorted keys, so equal params hash to the same id whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** FNV-1a folded to 27 bits, the range of `:erlang.phash2/1`. */
export function bindingId(params: unknown): number {
  let hash = 0x811c9dc5
  for (const ch of Buffer.from(canonical(params), 'utf8')) {
    hash ^= ch
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash & 0x7ffffff
}

function eventOf(value: unknown): ChangeEvent {
  const upper = typeof value === 'string' ? value.toUpperCase() : '*'
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*'
}

const has = (o: Record<string, unknown>, key: string) => o[key] !== undefined && o[key] !== null

export function parseBinding(entry: unknown): BindingParse {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
    return { ok: false, error: SUBSCRIPTION.noParams(JSON.stringify(entry)) }
  }
  const params = entry as Record<string, unknown>
  let select: string[] | null = null
  if (typeof params.select === 'string') {
    return { ok: false, error: SUBSCRIPTION.selectNotList }
  }
  if (Array.isArray(params.select)) {
    const names = params.select.filter((c): c is string => typeof c === 'string')
    select = names.length ? names : null
  }
  const { schema, table, filter } = params
  let target: { schema: string; table: string; filters: Filter[] } | undefined
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const parsed = parseFilter(filter)
    if (!parsed.ok) return { ok: false, error: parsed.error }
    target = { schema, table, filters: parsed.filters }
  } else if (typeof schema === 'string' && typeof table === 'string' && !has(params, 'filter')) {
    target = { schema, table, filters: [] }
  } else if (typeof schema === 'string' && !has(params, 'table') && !has(params, 'filter')) {
    target = { schema, table: '*', filters: [] }
  } else if (typeof table === 'string' && !has(params, 'schema') && !has(params, 'filter')) {
    target = { schema: 'public', table, filters: [] }
  }
  if (!target) {
    const shown = has(params, 'user_token') || has(params, 'auth_token') ? '<redacted>' : JSON.stringify(params)
    return { ok: false, error: SUBSCRIPTION.noParams(shown) }
  }
  if (select && (target.schema === '*' || target.table === '*')) {
    return { ok: false, error: SUBSCRIPTION.selectOnWildcard }
  }
  return { ok: true, binding: { id: bindingId(params), params, event: eventOf(params.event), select, ...target } }
}

/** Upstream's rendering of a subscription in its error messages. */
export function describeBinding(b: BindingSpec): string {
  const filters = b.filters.map(
    (f) => `{${[f.column, f.op, f.value].map((s) => JSON.stringify(s)).join(', ')}, ${f.negate}}`,
  )
  return `event: ${b.event}, schema: ${b.schema}, table: ${b.table}, filters: [${filters.join(', ')}], select: ${b.select ? JSON.stringify(b.select) : 'nil'}`
}
