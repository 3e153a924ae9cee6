import type { Queryable } from '../../supabase/local/db/database.ts'

/** What the type generator needs to know about one schema, read from the system catalogs. */

export interface PgType {
  name: string
  schema: string
  kind: 'base' | 'enum' | 'composite' | 'pseudo' | 'range' | 'multirange'
}
export interface Typed {
  type: PgType
  array: boolean
}
export interface Column extends Typed {
  name: string
  nullable: boolean
  hasDefault: boolean
  /** Generated or identity-always: never written by clients. */
  generated: boolean
}
export interface ForeignKey {
  name: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}
export interface Relation {
  name: string
  columns: Column[]
  foreignKeys: ForeignKey[]
  updatable: boolean
}
export interface Fn {
  name: string
  args: (Typed & { name: string; hasDefault: boolean })[]
  returns: Typed
  returnsSet: boolean
  /** Set for `returns table (...)` and OUT parameters. */
  returnsColumns?: (Typed & { name: string })[]
}
export interface Schema {
  tables: Relation[]
  views: Relation[]
  functions: Fn[]
  enums: { name: string; values: string[] }[]
  composites: { name: string; attributes: (Typed & { name: string })[] }[]
}

type Row = Record<string, unknown>
const KINDS: Record<string, PgType['kind']> = {
  b: 'base',
  e: 'enum',
  c: 'composite',
  p: 'pseudo',
  r: 'range',
  m: 'multirange',
}

async function rows<T extends Row>(db: Queryable, sql: string, params: unknown[]): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows
}

/** Oids travel as text: they may exceed int4, and PGlite and node-pg parse numbers differently. */
async function typeResolver(db: Queryable) {
  const all = await rows<{
    oid: string
    name: string
    schema: string
    typtype: string
    category: string
    elem: string
    base: string
  }>(
    db,
    `select t.oid::text as oid, t.typname as name, n.nspname as schema, t.typtype::text as typtype,
            t.typcategory::text as category, t.typelem::text as elem, t.typbasetype::text as base
     from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
    [],
  )
  const byOid = new Map(all.map((t) => [t.oid, t]))
  const resolve = (oid: string): Typed => {
    const t = byOid.get(oid)
    if (!t) return { type: { name: 'unknown', schema: 'pg_catalog', kind: 'pseudo' }, array: false }
    if (t.category === 'A' && t.elem !== '0') return { type: resolve(t.elem).type, array: true }
    if (t.typtype === 'd') return resolve(t.base)
    return { type: { name: t.name, schema: t.schema, kind: KINDS[t.typtype] ?? 'base' }, array: false }
  }
  return resolve
}

async function relations(db: Queryable, schema: string, resolve: (oid: string) => Typed) {
  const rels = await rows<{ oid: string; name: string; relkind: string; updatable: boolean }>(
    db,
    `select c.oid::text as oid, c.relname as name, c.relkind::text as relkind,
            (pg_relation_is_updatable(c.oid::regclass, false) & 28) = 28 as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [schema],
  )
  const oids = rels.map((r) => r.oid)
  const columns = await rows<{
    rel: string
    name: string
    num: number
    typ: string
    notnull: boolean
    hasdef: boolean
    identity: string
    generated: string
  }>(
    db,
    `select a.attrelid::text as rel, a.attname as name, a.attnum::int as num, a.atttypid::text as typ,
            a.attnotnull as notnull, a.atthasdef as hasdef, a.attidentity::text as identity, a.attgenerated::text as generated
     from pg_attribute a where a.attrelid::text = any($1::text[]) and a.attnum > 0 and not a.attisdropped
     order by a.attnum`,
    [oids],
  )
  const keys = await rows<{
    rel: string
    name: string
    cols: number[]
    target: string
    target_schema: string
    target_cols: string[]
    one_to_one: boolean
  }>(
    db,
    `select con.conrelid::text as rel, con.conname as name, to_json(con.conkey) as cols,
            fr.relname as target, fn.nspname as target_schema,
            (select to_json(array_agg(fa.attname order by k.i)) from unnest(con.confkey) with ordinality k(attnum, i)
               join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = k.attnum) as target_cols,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                      and i.indpred is null and i.indexprs is null
                      and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                        = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
     from pg_constraint con
     join pg_class fr on fr.oid = con.confrelid join pg_namespace fn on fn.oid = fr.relnamespace
     where con.contype = 'f' and con.conrelid::text = any($1::text[])`,
    [oids],
  )
  return rels.map((rel) => {
    const own = columns.filter((c) => c.rel === rel.oid)
    const nameOf = (num: number) => own.find((c) => c.num === num)?.name ?? String(num)
    const isView = rel.relkind === 'v' || rel.relkind === 'm'
    const relation: Relation = {
      name: rel.name,
      updatable: !isView || rel.updatable,
      columns: own.map((c) => ({
        name: c.name,
        ...resolve(c.typ),
        nullable: isView || !c.notnull,
        hasDefault: c.hasdef || c.identity !== '',
        generated: c.generated !== '' || c.identity === 'a',
      })),
      // Only relations PostgREST can embed from this schema; a key into auth.users is not one.
      foreignKeys: keys
        .filter((k) => k.rel === rel.oid && k.target_schema === schema)
        .map((k) => ({
          name: k.name,
          columns: k.cols.map(nameOf),
          isOneToOne: k.one_to_one,
          referencedRelation: k.target,
          referencedColumns: k.target_cols,
        })),
    }
    return { relation, isView }
  })
}

async function functions(db: Queryable, schema: string, resolve: (oid: string) => Typed): Promise<Fn[]> {
  const fns = await rows<{
    name: string
    retset: boolean
    rettype: string
    nargdefaults: number
    argtypes: string[]
    modes: string[] | null
    names: string[] | null
  }>(
    db,
    `select p.proname as name, p.proretset as retset, p.prorettype::text as rettype, p.pronargdefaults::int as nargdefaults,
            to_json(coalesce(p.proallargtypes, p.proargtypes::oid[])::text[]) as argtypes,
            to_json(p.proargmodes::text[]) as modes, to_json(p.proargnames) as names
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
    [schema],
  )
  return fns.map((f) => {
    const params = f.argtypes.map((typ, i) => ({
      name: f.names?.[i] ?? '',
      mode: f.modes?.[i] ?? 'i',
      ...resolve(typ),
    }))
    const inputs = params.filter((p) => ['i', 'b', 'v'].includes(p.mode))
    const outputs = params.filter((p) => ['o', 'b', 't'].includes(p.mode))
    return {
      name: f.name,
      args: inputs.map((p, i) => ({
        name: p.name,
        type: p.type,
        array: p.array,
        hasDefault: i >= inputs.length - f.nargdefaults,
      })),
      returns: resolve(f.rettype),
      returnsSet: f.retset,
      returnsColumns: outputs.length ? outputs.map((p) => ({ name: p.name, type: p.type, array: p.array })) : undefined,
    }
  })
}

export async function introspect(db: Queryable, schema: string): Promise<Schema> {
  const resolve = await typeResolver(db)
  const rels = await relations(db, schema, resolve)
  const enums = await rows<{ name: string; values: string[] }>(
    db,
    `select t.typname as name, json_agg(e.enumlabel order by e.enumsortorder) as values
     from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 group by t.typname`,
    [schema],
  )
  const composites = await rows<{ name: string; attributes: { name: string; typ: string }[] }>(
    db,
    `select c.relname as name,
            json_agg(json_build_object('name', a.attname, 'typ', a.atttypid::text) order by a.attnum) as attributes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = $1 and c.relkind = 'c' group by c.relname`,
    [schema],
  )
  return {
    tables: rels.filter((r) => !r.isView).map((r) => r.relation),
    views: rels.filter((r) => r.isView).map((r) => r.relation),
    functions: await functions(db, schema, resolve),
    enums,
    composites: composites.map((c) => ({
      name: c.name,
      attributes: c.attributes.map((a) => ({ name: a.name, ...resolve(a.typ) })),
    })),
  }
}
