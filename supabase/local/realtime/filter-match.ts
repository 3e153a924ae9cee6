import { asText, compare, likeToRegExp, type TypeClass } from './compare.ts'
import type { Filter } from './filters.ts'

/**
 * Evaluates parsed filters against a captured row (`to_jsonb` values), following the SQL that
 * Supabase Realtime runs per change (`realtime.check_equality_op`): comparisons use the column's
 * type, a NULL operand makes the condition unknown (not delivered), `not.` negates, and a filter on
 * a column missing from the record fails closed.
 * https://github.com/supabase/realtime/blob/main/lib/realtime/tenants/repo/migrations/20260626120000_readd_postgrest_filter_ops.ex
 *
 * Values are normalised once at subscribe time by casting the filter value to the column type in
 * the database (see subscribe.ts), so matching here is plain JSON comparison by type class.
 */

export interface CompiledFilter {
  column: string
  op: Filter['op']
  negate: boolean
  kind: TypeClass
  /** The filter value cast to the column type, as `to_jsonb` renders it (an array for `in`). */
  value: unknown
  regex?: RegExp
}

export function compileFilter(filter: Filter, kind: TypeClass, normalized: unknown): CompiledFilter {
  const compiled: CompiledFilter = {
    column: filter.column,
    op: filter.op,
    negate: filter.negate,
    kind,
    value: normalized,
  }
  if (filter.op === 'like' || filter.op === 'ilike') compiled.regex = likeToRegExp(filter.value, filter.op === 'ilike')
  if (filter.op === 'match' || filter.op === 'imatch')
    compiled.regex = new RegExp(filter.value, filter.op === 'imatch' ? 'i' : '')
  if (filter.op === 'is') compiled.value = filter.value
  return compiled
}

function evaluate(f: CompiledFilter, v: unknown): boolean | null {
  const cmp = () => compare(v, f.value, f.kind)
  const test = (c: number | null, ok: (n: number) => boolean) => (c === null ? null : ok(c))
  switch (f.op) {
    case 'eq':
      return test(cmp(), (c) => c === 0)
    case 'neq':
      return test(cmp(), (c) => c !== 0)
    case 'lt':
      return test(cmp(), (c) => c < 0)
    case 'lte':
      return test(cmp(), (c) => c <= 0)
    case 'gt':
      return test(cmp(), (c) => c > 0)
    case 'gte':
      return test(cmp(), (c) => c >= 0)
    case 'in':
      if (v === null || v === undefined) return null
      return (f.value as unknown[]).some((item) => compare(v, item, f.kind) === 0)
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch':
      return v === null || v === undefined ? null : f.regex!.test(asText(v))
    case 'is':
      if (f.value === 'null' || f.value === 'unknown') return v === null
      return v === (f.value === 'true')
    case 'isdistinct': {
      if (v === null || f.value === null) return (v === null) !== (f.value === null)
      return cmp() !== 0
    }
  }
}

/** True when every filter holds for `record`; unknown (NULL) and missing columns count as false. */
export function matchesFilters(filters: CompiledFilter[], record: Record<string, unknown> | null | undefined): boolean {
  for (const f of filters) {
    if (!record || !(f.column in record)) return false
    const result = evaluate(f, record[f.column])
    if ((f.negate && result !== null ? !result : result) !== true) return false
  }
  return true
}
