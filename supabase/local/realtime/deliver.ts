import type { Claims, Queryable } from '../db/database.ts'
import type { ChangeRow } from './change-feed.ts'
import { matchesFilters } from './filter-match.ts'
import { DELIVERY } from './messages.ts'
import { changePayload, loadTableMeta, type TableMeta } from './payload.ts'
import type { Subscription } from './subscribe.ts'

/** What delivery needs from a subscribed channel. */
export interface Subscriber {
  readonly claims: Claims
  readonly subscriptions: Subscription[]
  pushChange(payload: { ids: number[]; data: Record<string, unknown> }): void
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

function matching(change: ChangeRow, sub: Subscription): boolean {
  const { event } = sub.binding
  if (event !== '*' && event !== change.type) return false
  const filters = sub.tables.get(`${change.schema}.${change.table}`)
  if (!filters) return false
  // Upstream evaluates a DELETE's filters on the old values it has (the replica identity).
  return matchesFilters(filters, change.type === 'DELETE' ? change.old_record : change.record)
}

/** Upstream's per-role errors: no primary key (400), or the role cannot read it (401). */
function tableError(change: ChangeRow, meta: TableMeta, role: string): string | null {
  if (change.type === 'DELETE') return null
  if (!meta.pk.length) return DELIVERY.noPrimaryKey
  if (!meta.pk.every((c) => meta.selectable(role, c))) return DELIVERY.unauthorized
  return null
}

/**
 * Which claims may read the changed row, all checked in one call: `_local.realtime_visible`
 * (schema.sql) selects the row by primary key as each subscriber's role with its claims, so RLS
 * applies as for a REST read, as upstream's `walrus_rls_stmt` does. Not needed for DELETEs (the
 * row is gone), tables without RLS, or roles that bypass it.
 */
async function readableBy(db: Queryable, change: ChangeRow, meta: TableMeta, claims: Claims[]): Promise<Set<string>> {
  const distinct = new Map(claims.map((c) => [JSON.stringify(c), c]))
  if (!meta.rls || change.type === 'DELETE') return new Set(distinct.keys())
  const readable = new Set<string>()
  const checked: [string, Claims][] = []
  for (const [key, c] of distinct) {
    if (meta.bypass.has(String(c.role))) readable.add(key)
    else checked.push([key, c])
  }
  if (!checked.length) return readable
  const r = await db.query<{ v: boolean[] }>('select _local.realtime_visible($1::regclass, $2, $3, $4::jsonb[]) as v', [
    `${quote(change.schema)}.${quote(change.table)}`,
    meta.pk,
    JSON.stringify(change.record),
    checked.map(([key]) => key),
  ])
  checked.forEach(([key], i) => {
    if (r.rows[0].v[i]) readable.add(key)
  })
  return readable
}

/**
 * Delivers a batch of changes, in order, to the subscribers whose bindings match and whose role
 * may read the row. A DELETE is delivered without an RLS check, and on a table with RLS its old
 * values are cut down to the primary key, as Supabase does (payload.ts).
 * https://supabase.com/docs/guides/realtime/postgres-changes (Limitations: delete events)
 */
export async function deliver(db: Queryable, changes: ChangeRow[], subscribers: Subscriber[]): Promise<void> {
  if (!subscribers.length) return
  const roles = [...new Set(subscribers.map((s) => String(s.claims.role)))]
  const metas = new Map<string, Promise<TableMeta | null>>()
  for (const change of changes) {
    const targets = subscribers
      .map((s) => ({ s, subs: s.subscriptions.filter((sub) => matching(change, sub)) }))
      .filter((t) => t.subs.length)
    if (!targets.length) continue
    const key = `${change.schema}.${change.table}`
    if (!metas.has(key))
      metas.set(
        key,
        loadTableMeta(db, change.schema, change.table, roles).catch(() => null),
      )
    const meta = await metas.get(key)
    if (!meta) continue
    const errors = targets.map(({ s }) => tableError(change, meta, String(s.claims.role)))
    const toCheck = targets.filter((_, i) => !errors[i]).map(({ s }) => s.claims)
    const readable = await readableBy(db, change, meta, toCheck).catch(() => new Set<string>())
    for (const [i, { s, subs }] of targets.entries()) {
      if (!errors[i] && !readable.has(JSON.stringify(s.claims))) continue
      // One message per distinct column selection, as upstream fans out per `selected_columns`.
      const groups = new Map<string, Subscription[]>()
      for (const sub of subs) {
        const k = JSON.stringify(sub.binding.select)
        groups.set(k, [...(groups.get(k) ?? []), sub])
      }
      for (const group of groups.values()) {
        const data = changePayload(change, meta, String(s.claims.role), group[0].binding.select, errors[i])
        s.pushChange({ ids: [...new Set(group.map((g) => g.binding.id))], data })
      }
    }
  }
}
