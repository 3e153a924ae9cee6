import { aclColumns, grantStatements, type AclColumns } from './grants.ts'
import { notFromExtension, present, rows, SCHEMA_FILTER, type Queryable, type SchemaObject } from './object.ts'

/** Sequences, but those behind identity columns (the column says `generated … as identity`). */

interface Sequence extends AclColumns {
  schema: string
  name: string
  qualified: string
  definition: string
  owned_by: string | null
}

const SEQUENCES = `
  select n.nspname as schema, c.relname as name, quote_ident(n.nspname) || '.' || quote_ident(c.relname) as qualified,
    'as ' || format_type(s.seqtypid, null) || ' increment by ' || s.seqincrement || ' minvalue ' || s.seqmin
      || ' maxvalue ' || s.seqmax || ' start with ' || s.seqstart || ' cache ' || s.seqcache
      || case when s.seqcycle then ' cycle' else '' end as definition,
    (select d.refobjid::regclass::text || '.' || quote_ident(a.attname) from pg_depend d
       join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
       where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'a') as owned_by,
    ${aclColumns('c.relacl', "'s'", 'c.relowner')}
  from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
  where ${SCHEMA_FILTER} and ${notFromExtension('pg_class', 'c.oid')}
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'i')
  order by n.nspname, c.relname`

export async function readSequences(db: Queryable): Promise<SchemaObject[]> {
  return (await rows<Sequence>(db, SEQUENCES)).map((s) => ({
    file: `sequences/${s.schema}.${s.name}.sql`,
    title: `sequence ${s.schema}.${s.name}`,
    statements: present(
      `create sequence ${s.qualified} ${s.definition};`,
      s.owned_by && `alter sequence ${s.qualified} owned by ${s.owned_by};`,
      grantStatements(`sequence ${s.qualified}`, s),
    ),
  }))
}
