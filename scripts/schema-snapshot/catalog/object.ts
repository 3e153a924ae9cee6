/** What the readers need of a database (the local server's `Queryable` is one): a query with parameters. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/** One file of the snapshot: an object and the statements that define it, in reading order. */
export interface SchemaObject {
  /** Its path under supabase/schema/, e.g. `functions/public.get_public_event.sql`. */
  file: string
  /** What it is, for the file's header: `table public.events`. */
  title: string
  /** Each ends with `;`; compared one by one against the platform's (see snapshot.ts). */
  statements: string[]
}

/**
 * Every schema but Postgres' own, the local server's internals (`_local`: hosted Supabase has none)
 * and the record of applied migrations. Objects an extension installed are the extension's.
 */
export const SCHEMA_FILTER = `n.nspname not in ('pg_catalog', 'information_schema', '_local', 'supabase_migrations')
  and n.nspname not like 'pg\\_%'`

export function notFromExtension(catalog: string, oid: string): string {
  return `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`
}

export async function rows<T>(db: Queryable, sql: string): Promise<T[]> {
  return (await db.query<T>(sql, [])).rows
}

/** Statements in reading order, skipping the parts an object does not have. */
export function present(...parts: (string | (string | null)[] | false | null | undefined)[]): string[] {
  return parts.flat().filter((part): part is string => Boolean(part))
}

export function commentOn(target: string, comment: string | null): string | null {
  return comment === null ? null : `comment on ${target} is ${literal(comment)};`
}

export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/** Code-point order: `localeCompare` would follow the machine's locale, and the files must not. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
