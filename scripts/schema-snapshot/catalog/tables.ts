import { aclColumns, grantStatements, type AclColumns } from './grants.ts'
import {
  commentOn,
  notFromExtension,
  present,
  rows,
  SCHEMA_FILTER,
  type SchemaObject,
  type Queryable,
} from './object.ts'

/** Tables and views: each one file with its columns, constraints, indexes, RLS, policies, triggers and grants. */

interface Relation extends AclColumns {
  oid: number
  schema: string
  name: string
  qualified: string
  relkind: 'r' | 'p' | 'v' | 'm' | 'f'
  rls: boolean
  force_rls: boolean
  options: string[] | null
  comment: string | null
  view: string | null
}

interface Column {
  relid: number
  name: string
  type: string
  not_null: boolean
  default: string | null
  identity: '' | 'a' | 'd'
  generated: '' | 's' | 'v'
  collation: string | null
  comment: string | null
}

interface Part {
  relid: number
  statement: string
}

const RELATIONS = `
  select c.oid, n.nspname as schema, c.relname as name,
    quote_ident(n.nspname) || '.' || quote_ident(c.relname) as qualified,
    c.relkind, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, c.reloptions as options,
    obj_description(c.oid, 'pg_class') as comment,
    case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as view,
    ${aclColumns('c.relacl', "'r'", 'c.relowner')}
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'f') and ${SCHEMA_FILTER} and ${notFromExtension('pg_class', 'c.oid')}
  order by n.nspname, c.relname`

const COLUMNS = `
  select a.attrelid as relid, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
    a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default, a.attidentity as identity,
    a.attgenerated as generated,
    case when a.attcollation <> t.typcollation then (select quote_ident(collname) from pg_collation where oid = a.attcollation) end as collation,
    col_description(a.attrelid, a.attnum) as comment
  from pg_attribute a
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attrelid = any($1) and a.attnum > 0 and not a.attisdropped
  order by a.attrelid, a.attnum`

// Not-null constraints (PostgreSQL 18 lists them here too) read as the columns' `not null`.
const CONSTRAINTS = `
  select conrelid as relid, 'constraint ' || quote_ident(conname) || ' ' || pg_get_constraintdef(oid) as statement
  from pg_constraint where conrelid = any($1) and contype <> 'n'
  order by conrelid, array_position(array['p', 'u', 'f', 'c', 'x', 't'], contype::text), conname`

const INDEXES = `
  select i.indrelid as relid, pg_get_indexdef(i.indexrelid) || ';' as statement
  from pg_index i join pg_class c on c.oid = i.indexrelid
  where i.indrelid = any($1) and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
  order by i.indrelid, c.relname`

const POLICIES = `
  select p.polrelid as relid, 'create policy ' || quote_ident(p.polname) || ' on '
      || quote_ident(n.nspname) || '.' || quote_ident(c.relname)
      || case when p.polpermissive then '' else e'\n  as restrictive' end
      || e'\n  for ' || case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end
      || e'\n  to ' || coalesce((select string_agg(case when r = 0 then 'public' else quote_ident(r::regrole::text) end, ', ' order by r::regrole::text)
                               from unnest(p.polroles) r), 'public')
      || coalesce(e'\n  using (' || pg_get_expr(p.polqual, p.polrelid) || ')', '')
      || coalesce(e'\n  with check (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')', '') || ';' as statement
  from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
  where p.polrelid = any($1)
  order by p.polrelid, p.polname`

const TRIGGERS = `
  select t.tgrelid as relid, pg_get_triggerdef(t.oid, true) || ';'
      || case t.tgenabled when 'D' then e'\nalter table ' || t.tgrelid::regclass::text || ' disable trigger ' || quote_ident(t.tgname) || ';' else '' end as statement
  from pg_trigger t where t.tgrelid = any($1) and not t.tgisinternal
  order by t.tgrelid, t.tgname`

const PUBLICATIONS = `
  select r.prrelid as relid, 'alter publication ' || quote_ident(p.pubname) || ' add table ' || r.prrelid::regclass::text || ';' as statement
  from pg_publication_rel r join pg_publication p on p.oid = r.prpubid
  where r.prrelid = any($1)
  order by r.prrelid, p.pubname`

// Column-level grants (`grant update (a, b) on …`), one statement per role and privilege.
const COLUMN_GRANTS = `
  select a.attrelid as relid, 'grant ' || lower(g.privilege_type) || ' ('
      || string_agg(quote_ident(a.attname), ', ' order by a.attnum) || ') on table ' || a.attrelid::regclass::text
      || ' to ' || case when g.grantee = 0 then 'public' else g.grantee::regrole::text end
      || case when g.is_grantable then ' with grant option' else '' end || ';' as statement
  from pg_attribute a join pg_class c on c.oid = a.attrelid, aclexplode(a.attacl) g
  where a.attrelid = any($1) and a.attacl is not null and g.grantee <> c.relowner
  group by a.attrelid, g.grantee, g.privilege_type, g.is_grantable
  order by a.attrelid, g.grantee::regrole::text, g.privilege_type`

function byRelation(parts: Part[]): Map<number, string[]> {
  const map = new Map<number, string[]>()
  for (const part of parts) map.set(part.relid, [...(map.get(part.relid) ?? []), part.statement])
  return map
}

function columnDefinition(c: Column): string {
  return present(
    `${c.name} ${c.type}`,
    c.collation && `collate ${c.collation}`,
    c.identity && `generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`,
    c.generated &&
      c.default !== null &&
      `generated always as (${c.default}) ${c.generated === 's' ? 'stored' : 'virtual'}`,
    !c.generated && c.default !== null && `default ${c.default}`,
    c.not_null && 'not null',
  ).join(' ')
}

const KIND_WORDS: Record<Relation['relkind'], string> = {
  r: 'table',
  p: 'table',
  f: 'foreign table',
  v: 'view',
  m: 'materialized view',
}

export async function readRelations(db: Queryable): Promise<SchemaObject[]> {
  const relations = await rows<Relation>(db, RELATIONS)
  const ids = [relations.map((r) => r.oid)]
  const query = async <T>(sql: string) => (await db.query<T>(sql, ids)).rows
  const columns = new Map<number, Column[]>()
  for (const c of await query<Column>(COLUMNS)) columns.set(c.relid, [...(columns.get(c.relid) ?? []), c])
  const [constraints, indexes, policies, triggers, publications, columnGrants] = await Promise.all(
    [CONSTRAINTS, INDEXES, POLICIES, TRIGGERS, PUBLICATIONS, COLUMN_GRANTS].map(async (sql) =>
      byRelation(await query<Part>(sql)),
    ),
  )

  return relations.map((r) => {
    const kind = KIND_WORDS[r.relkind]
    const isView = r.relkind === 'v' || r.relkind === 'm'
    const cols = columns.get(r.oid) ?? []
    const options = r.options?.length ? ` with (${r.options.join(', ')})` : ''
    const create = isView
      ? `create ${kind} ${r.qualified}${options} as\n${r.view!.replace(/;\s*$/, '').replace(/^ /, '')};`
      : `create ${kind} ${r.qualified} (\n${[...cols.map(columnDefinition), ...(constraints.get(r.oid) ?? [])]
          .map((line) => `  ${line}`)
          .join(',\n')}\n)${options};`
    return {
      file: `${isView ? 'views' : 'tables'}/${r.schema}.${r.name}.sql`,
      title: `${kind} ${r.schema}.${r.name}`,
      statements: present(
        create,
        commentOn(`${kind} ${r.qualified}`, r.comment),
        cols.map((c) => commentOn(`column ${r.qualified}.${c.name}`, c.comment)),
        indexes.get(r.oid),
        !isView && `alter table ${r.qualified} ${r.rls ? 'enable' : 'disable'} row level security;`,
        r.force_rls && `alter table ${r.qualified} force row level security;`,
        policies.get(r.oid),
        triggers.get(r.oid),
        grantStatements(`table ${r.qualified}`, r),
        columnGrants.get(r.oid),
        publications.get(r.oid),
      ),
    }
  })
}
