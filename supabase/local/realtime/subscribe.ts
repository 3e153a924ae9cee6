import type { Queryable } from '../db/database.ts'
import { describeBinding, type BindingSpec } from './bindings.ts'
import { typeClass } from './compare.ts'
import { compileFilter, type CompiledFilter } from './filter-match.ts'
import { normalizeFilterValue, SubscribeError, type Column } from './filter-values.ts'
import { SUBSCRIPTION } from './messages.ts'

/**
 * Resolves a channel's postgres_changes bindings against the database, as Supabase Realtime does
 * when it inserts into `realtime.subscription`: the tables come from the `supabase_realtime`
 * publication (`*` and LIKE patterns allowed), filter and `select` columns must exist and be
 * selectable by the subscriber's role, filter values must suit the column. Any failure rejects the
 * whole channel's subscription (one transaction upstream).
 * https://github.com/supabase/realtime/blob/main/lib/extensions/postgres_cdc_rls/subscriptions.ex
 */

export interface Subscription {
  binding: BindingSpec
  /** `schema.table` → the binding's filters compiled for that table's column types. */
  tables: Map<string, CompiledFilter[]>
}

export type SubscribeResult = { ok: true; subscriptions: Subscription[] } | { ok: false; error: string }

const CONDITION_NAMES: Record<string, string> = {
  P0001: 'raise_exception',
  '22P02': 'invalid_text_representation',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22003': 'numeric_value_out_of_range',
  '2201B': 'invalid_regular_expression',
  '22023': 'invalid_parameter_value',
  '42704': 'undefined_object',
}

const PUBLISHED_TABLES = `
  select p.schemaname as schema, p.tablename as table, format('%I.%I', p.schemaname, p.tablename)::regclass::oid as oid
  from pg_publication_tables p
  where p.pubname = 'supabase_realtime' and p.schemaname <> '_local'
    and p.schemaname like (case $1 when '*' then '%' else $1 end) escape ''
    and p.tablename like (case $2 when '*' then '%' else $2 end) escape ''`

const TABLE_COLUMNS = `
  select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, t.typname, t.typcategory as category,
         a.atttypid::int as typeoid, has_column_privilege($2, a.attrelid, a.attnum, 'SELECT') as selectable
  from pg_attribute a join pg_type t on t.oid = a.atttypid
  where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped`

async function compileFor(db: Queryable, binding: BindingSpec, oid: number, role: string): Promise<CompiledFilter[]> {
  const columns = new Map((await db.query<Column>(TABLE_COLUMNS, [oid, role])).rows.map((c) => [c.name, c]))
  const compiled: CompiledFilter[] = []
  for (const filter of binding.filters) {
    const col = columns.get(filter.column)
    if (!col?.selectable) throw new SubscribeError(SUBSCRIPTION.invalidColumn(filter.column))
    compiled.push(
      compileFilter(filter, typeClass(col.category, col.typname), await normalizeFilterValue(db, filter, col)),
    )
  }
  for (const name of binding.select ?? []) {
    if (!columns.get(name)?.selectable) throw new SubscribeError(SUBSCRIPTION.invalidSelect(name))
  }
  return compiled
}

async function subscribeOne(db: Queryable, binding: BindingSpec, role: string): Promise<Subscription | string> {
  try {
    const known = await db.query<{ ok: boolean }>(`select to_regrole($1) is not null as ok`, [role])
    if (!known.rows[0]?.ok) throw new SubscribeError(SUBSCRIPTION.missingRole(role), '22023')
    const tables = (
      await db.query<{ schema: string; table: string; oid: number }>(PUBLISHED_TABLES, [binding.schema, binding.table])
    ).rows
    if (!tables.length) return SUBSCRIPTION.notPublished(describeBinding(binding))
    const compiled = new Map<string, CompiledFilter[]>()
    for (const t of tables) compiled.set(`${t.schema}.${t.table}`, await compileFor(db, binding, t.oid, role))
    return { binding, tables: compiled }
  } catch (error) {
    const { code = 'P0001', message } = error as { code?: string; message: string }
    return SUBSCRIPTION.exception(
      describeBinding(binding),
      `ERROR ${code} (${CONDITION_NAMES[code] ?? 'error'}) ${message}`,
    )
  }
}

export async function subscribe(db: Queryable, bindings: BindingSpec[], role: string): Promise<SubscribeResult> {
  // Publication changes made outside migrations (psql, the SQL editor) take effect at once on
  // hosted Supabase; catch up here. Best effort: a concurrent join may be doing the same.
  await db.query('select _local.realtime_sync_capture()').catch(() => {})
  const subscriptions: Subscription[] = []
  for (const binding of bindings) {
    const result = await subscribeOne(db, binding, role)
    if (typeof result === 'string') return { ok: false, error: result }
    subscriptions.push(result)
  }
  return { ok: true, subscriptions }
}
