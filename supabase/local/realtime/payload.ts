import type { Queryable } from '../db/database.ts'
import type { ChangeRow } from './change-feed.ts'

/**
 * The `data` of a postgres_changes message, shaped as Supabase Realtime sends it (its
 * `NewRecord`/`UpdatedRecord`/`DeletedRecord` structs filled by `realtime.apply_rls`):
 * `{schema, table, commit_timestamp, type, columns: [{name, type}], errors, record?, old_record?}`.
 * realtime-js turns `type`/`record`/`old_record` into `eventType`/`new`/`old` with `columns`
 * (`RealtimeChannel._getPayloadRecords`).
 * https://github.com/supabase/realtime/blob/main/lib/realtime/adapters/changes.ex
 */

export interface TableMeta {
  rls: boolean
  /** Roles that skip RLS (`bypassrls`, superusers), for which the read check is moot. */
  bypass: Set<string>
  pk: string[]
  columns: { name: string; type: string }[]
  selectable(role: string, column: string): boolean
}

const META = `
  select c.relrowsecurity as rls,
    coalesce((select array_agg(a.attname::text order by a.attnum)
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
    coalesce((select jsonb_agg(jsonb_build_object(
        'name', a.attname, 'type', t.typname,
        'roles', (select coalesce(jsonb_agg(r), '[]') from unnest($3::text[]) r
                  where has_column_privilege(r, c.oid, a.attnum, 'SELECT'))) order by a.attnum)
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
    coalesce((select array_agg(rolname::text) from pg_roles where rolname = any ($3::text[]) and (rolbypassrls or rolsuper)), '{}') as bypass
  from pg_class c where c.oid = to_regclass(format('%I.%I', $1::text, $2::text))`

interface MetaRow {
  rls: boolean
  bypass: string[]
  pk: string[]
  columns: { name: string; type: string; roles: string[] }[]
}

/** Primary key, RLS flag and per-role column privileges of a table; null when it is gone. */
export async function loadTableMeta(
  db: Queryable,
  schema: string,
  table: string,
  roles: string[],
): Promise<TableMeta | null> {
  const row = (await db.query<MetaRow>(META, [schema, table, roles])).rows[0]
  if (!row) return null
  const allowed = new Map(row.columns.map((c) => [c.name, new Set(c.roles)]))
  return {
    rls: row.rls,
    bypass: new Set(row.bypass),
    pk: row.pk,
    columns: row.columns.map(({ name, type }) => ({ name, type })),
    selectable: (role, column) => allowed.get(column)?.has(role) ?? false,
  }
}

function pick(record: Record<string, unknown> | null, keep: (name: string) => boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(record ?? {})) if (keep(k)) out[k] = v
  return out
}

/**
 * Columns are limited to those the role may select (and, with `select`, to the chosen ones plus
 * the primary key). On an error upstream sends only schema, table and type, which its poller pads
 * with empty columns and records.
 */
export function changePayload(
  change: ChangeRow,
  meta: TableMeta,
  role: string,
  select: string[] | null,
  error: string | null,
): Record<string, unknown> {
  const { schema, table, type } = change
  const data: Record<string, unknown> = {
    schema,
    table,
    commit_timestamp: error ? null : change.commit_timestamp,
    type,
    errors: error ? [error] : null,
  }
  const allowed = (name: string) =>
    meta.selectable(role, name) && (!select || select.includes(name) || meta.pk.includes(name))
  data.columns = error ? [] : meta.columns.filter((c) => allowed(c.name))
  if (type !== 'DELETE') data.record = error ? {} : pick(change.record, allowed)
  if (type === 'UPDATE') data.old_record = error ? {} : pick(change.old_record, allowed)
  if (type === 'DELETE')
    data.old_record = pick(change.old_record, (n) => allowed(n) && (!meta.rls || meta.pk.includes(n)))
  return data
}
