import { aclColumns, grantStatements, type AclColumns } from './grants.ts'
import { commentOn, present, rows, SCHEMA_FILTER, type SchemaObject, type Queryable } from './object.ts'

/**
 * `schemas.sql`: the schemas with their grants, the extensions, the default privileges (what a new
 * table or function grants on its own) and the publications. A table's place in a publication is
 * in the table's file.
 */

interface Schema extends AclColumns {
  name: string
  comment: string | null
}
interface DefaultAcl extends AclColumns {
  role: string
  schema: string | null
  objects: string
}

const SCHEMAS = `
  select quote_ident(n.nspname) as name, obj_description(n.oid, 'pg_namespace') as comment,
    ${aclColumns('n.nspacl', "'n'", 'n.nspowner')}
  from pg_namespace n where ${SCHEMA_FILTER}
  order by n.nspname`

const EXTENSIONS = `
  select 'create extension ' || quote_ident(e.extname) || ' with schema ' || quote_ident(n.nspname) || ';' as statement
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname <> 'plpgsql'
  order by e.extname`

// A default ACL lists what is granted beyond the built-in defaults (acldefault), read the same way as an object's.
const DEFAULT_ACLS = `
  select d.defaclrole::regrole::text as role, quote_ident(n.nspname) as schema,
    case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
      when 'T' then 'types' when 'n' then 'schemas' else d.defaclobjtype::text end as objects,
    ${aclColumns('d.defaclacl', 'd.defaclobjtype', 'd.defaclrole')}
  from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace
  order by d.defaclrole::regrole::text, n.nspname nulls first, d.defaclobjtype`

const PUBLICATIONS = `
  select 'create publication ' || quote_ident(pubname) || case when puballtables then ' for all tables' else '' end
    || ' with (publish = ''' || concat_ws(', ', case when pubinsert then 'insert' end, case when pubupdate then 'update' end,
       case when pubdelete then 'delete' end, case when pubtruncate then 'truncate' end) || ''');' as statement
  from pg_publication order by pubname`

export async function readSchemas(db: Queryable): Promise<SchemaObject> {
  const schemas = await rows<Schema>(db, SCHEMAS)
  const defaults = await rows<DefaultAcl>(db, DEFAULT_ACLS)
  const extensions = await rows<{ statement: string }>(db, EXTENSIONS)
  const publications = await rows<{ statement: string }>(db, PUBLICATIONS)
  return {
    file: 'schemas.sql',
    title: 'schemas, extensions, default privileges and publications',
    statements: present(
      schemas.flatMap((s) =>
        present(
          `create schema ${s.name};`,
          commentOn(`schema ${s.name}`, s.comment),
          grantStatements(`schema ${s.name}`, s),
        ),
      ),
      extensions.map((e) => e.statement),
      defaults.flatMap((d) =>
        // A schema's default ACL only adds to the global one: it revokes nothing from PUBLIC.
        grantStatements(d.objects, d.schema ? { ...d, public_default: [] } : d).map(
          (grant) => `alter default privileges for role ${d.role}${d.schema ? ` in schema ${d.schema}` : ''} ${grant}`,
        ),
      ),
      publications.map((p) => p.statement),
    ),
  }
}
