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

/**
 * Functions and procedures, one file per name (its overloads together): the body as
 * `pg_get_functiondef` prints it (security definer, search_path and volatility included), who may
 * call it and its comment.
 */

interface Fn extends AclColumns {
  schema: string
  name: string
  signature: string
  kind: 'f' | 'p' | 'a' | 'w'
  definition: string | null
  comment: string | null
}

const FUNCTIONS = `
  select n.nspname as schema, p.proname as name,
    quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
    p.prokind as kind,
    case when p.prokind <> 'a' then pg_get_functiondef(p.oid) end as definition,
    obj_description(p.oid, 'pg_proc') as comment,
    ${aclColumns('p.proacl', "'f'", 'p.proowner')}
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where ${SCHEMA_FILTER} and ${notFromExtension('pg_proc', 'p.oid')}
  order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`

export async function readFunctions(db: Queryable): Promise<SchemaObject[]> {
  const files = new Map<string, SchemaObject>()
  for (const fn of await rows<Fn>(db, FUNCTIONS)) {
    const file = `functions/${fn.schema}.${fn.name}.sql`
    const object = files.get(file) ?? { file, title: `function ${fn.schema}.${fn.name}`, statements: [] }
    const target = `${fn.kind === 'p' ? 'procedure' : fn.kind === 'a' ? 'aggregate' : 'function'} ${fn.signature}`
    object.statements.push(
      ...present(
        fn.definition ? `${fn.definition.trimEnd()};` : `-- aggregate ${fn.signature}: its definition is not shown`,
        commentOn(target, fn.comment),
        grantStatements(fn.kind === 'a' ? `function ${fn.signature}` : target, fn),
      ),
    )
    files.set(file, object)
  }
  return [...files.values()]
}
