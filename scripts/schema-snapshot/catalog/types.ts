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

/** Enums, domains and composite types (not the row types of tables), one file each. */

interface Type extends AclColumns {
  schema: string
  name: string
  qualified: string
  kind: 'e' | 'd' | 'c' | 'r'
  labels: string[]
  base: string | null
  not_null: boolean
  default: string | null
  checks: string[]
  attributes: string[]
  range: string | null
  comment: string | null
  has_acl: boolean
}

const TYPES = `
  select n.nspname as schema, t.typname as name, quote_ident(n.nspname) || '.' || quote_ident(t.typname) as qualified,
    t.typtype as kind,
    array(select quote_literal(e.enumlabel) from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as labels,
    case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) end as base,
    t.typnotnull as not_null, t.typdefault as default,
    array(select 'constraint ' || quote_ident(k.conname) || ' ' || pg_get_constraintdef(k.oid)
          from pg_constraint k where k.contypid = t.oid and k.contype <> 'n' order by k.conname) as checks,
    array(select quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod)
          from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum) as attributes,
    (select format_type(r.rngsubtype, null) from pg_range r where r.rngtypid = t.oid) as range,
    obj_description(t.oid, 'pg_type') as comment,
    t.typacl is not null as has_acl,
    ${aclColumns('t.typacl', "'T'", 't.typowner')}
  from pg_type t join pg_namespace n on n.oid = t.typnamespace
  where ${SCHEMA_FILTER} and ${notFromExtension('pg_type', 't.oid')}
    and (t.typtype in ('e', 'd', 'r') or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
  order by n.nspname, t.typname`

function create(t: Type): string {
  switch (t.kind) {
    case 'e':
      return `create type ${t.qualified} as enum (\n${t.labels.map((l) => `  ${l}`).join(',\n')}\n);`
    case 'c':
      return `create type ${t.qualified} as (\n${t.attributes.map((a) => `  ${a}`).join(',\n')}\n);`
    case 'r':
      return `create type ${t.qualified} as range (subtype = ${t.range});`
    case 'd':
      return `${present(
        `create domain ${t.qualified} as ${t.base}`,
        t.default !== null && `default ${t.default}`,
        t.not_null && 'not null',
        t.checks,
      ).join('\n  ')};`
  }
}

export async function readTypes(db: Queryable): Promise<SchemaObject[]> {
  return (await rows<Type>(db, TYPES)).map((t) => {
    const word = t.kind === 'd' ? 'domain' : 'type'
    return {
      file: `types/${t.schema}.${t.name}.sql`,
      title: `${word} ${t.schema}.${t.name}`,
      statements: present(
        create(t),
        commentOn(`${word} ${t.qualified}`, t.comment),
        // Everyone may use a type by default: only a changed ACL says something.
        t.has_acl && grantStatements(`${word} ${t.qualified}`, t),
      ),
    }
  })
}
