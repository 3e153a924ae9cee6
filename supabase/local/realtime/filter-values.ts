import type { Queryable } from '../db/database.ts'
import type { Filter } from './filters.ts'
import { SUBSCRIPTION } from './messages.ts'

/**
 * Checks one filter against its column and returns its value normalised for matching, with the
 * checks of upstream's `realtime.subscription_check_filters` trigger: `is` takes a keyword (and a
 * boolean column unless `null`), like/ilike/match/imatch need a text operator for the column type
 * and a valid regular expression, `in` at most 100 values, and every other value must cast to the
 * column type. The cast is done by the database, so the value is rendered exactly as `to_jsonb`
 * renders the captured rows.
 * https://github.com/supabase/realtime/blob/main/lib/realtime/tenants/repo/migrations/20260626120000_readd_postgrest_filter_ops.ex
 */

export interface Column {
  name: string
  /** `format_type()` of the column: safe to splice into a cast. */
  type: string
  typname: string
  category: string
  typeoid: number
  selectable: boolean
}

/** A raised exception, rendered as Postgrex prints it (`ERROR code (name) message`). */
export class SubscribeError extends Error {
  constructor(
    message: string,
    readonly code = 'P0001',
  ) {
    super(message)
  }
}

const TEXT_OPERATORS: Record<string, string> = { like: '~~', ilike: '~~*', match: '~', imatch: '~*' }

export async function normalizeFilterValue(db: Queryable, filter: Filter, col: Column): Promise<unknown> {
  if (filter.op === 'is') {
    if (!['null', 'true', 'false', 'unknown'].includes(filter.value)) throw new SubscribeError(SUBSCRIPTION.isValue)
    if (filter.value !== 'null' && col.typname !== 'bool')
      throw new SubscribeError(SUBSCRIPTION.isBoolean(filter.value, col.type))
    return filter.value
  }
  const operator = TEXT_OPERATORS[filter.op]
  if (operator) {
    const r = await db.query(`select 1 from pg_operator where oprname = $1 and oprleft = $2`, [operator, col.typeoid])
    if (!r.rowCount) throw new SubscribeError(SUBSCRIPTION.textOperator(filter.op, col.type))
    if (filter.op === 'match' || filter.op === 'imatch') {
      await db.query(`select '' ~ $1`, [filter.value])
      try {
        new RegExp(filter.value)
      } catch (error) {
        throw new SubscribeError(SUBSCRIPTION.regex(filter.op, (error as Error).message))
      }
    }
    return filter.value
  }
  const type = filter.op === 'in' ? `${col.type}[]` : col.type
  const r = await db.query<{ v: unknown }>(`select to_jsonb($1::text::${type}) as v`, [filter.value])
  const value = r.rows[0].v
  if (filter.op === 'in' && Array.isArray(value) && value.length > 100) throw new SubscribeError(SUBSCRIPTION.tooManyIn)
  return value
}
