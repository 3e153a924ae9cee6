import type { Queryable } from '../db/database.ts'

export type SortColumn = 'name' | 'updated_at' | 'created_at' | 'last_accessed_at'
export type SortOrder = 'asc' | 'desc'

export interface ListOptions {
  /** A folder path, `''` or ending in `/`. */
  prefix: string
  search: string
  limit: number
  offset: number
  column: SortColumn
  order: SortOrder
}

export interface ListEntry {
  name: string
  id: string | null
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: Record<string, unknown> | null
}

/**
 * One level of a bucket, as `storage.search` lists it: objects whose name starts with
 * `prefix + search` (case-insensitively), named relative to `prefix`; deeper objects collapse
 * into folder entries (id null). Sorted by name, folders and files interleave by lower-cased
 * byte order; sorted by a date, folders come first. Runs as the caller, so RLS hides objects.
 * https://supabase.com/docs/reference/javascript/storage-from-list
 * https://github.com/supabase/storage/blob/master/migrations/tenant/0063-fix-search-name-relative-to-prefix.sql
 */
export async function listLevel(db: Queryable, bucket: string, o: ListOptions): Promise<ListEntry[]> {
  const dir = o.order === 'desc' ? 'desc' : 'asc'
  const orderBy =
    o.column === 'name'
      ? `sort_key collate "C" ${dir}`
      : `is_file, (case when not is_file then sort_key end) collate "C" ${dir}, ${o.column} ${dir}, sort_key collate "C" ${dir}`
  const r = await db.query<ListEntry>(
    `with scoped as (
       select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata, o.name,
              substr(o.name, $3::int + 1) as rel
       from storage.objects o
       where o.bucket_id = $1 and starts_with(lower(o.name), lower($2))
     ), split as (
       select *, strpos(substr(rel, $4::int + 1), '/') as slash from scoped
     ), folders as (
       select distinct on (lower(left(rel, $4::int + slash - 1)))
              left(rel, $4::int + slash - 1) as entry, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
              lower(left(rel, $4::int + slash - 1)) || '/' as sort_key, false as is_file
       from split where slash > 0
       order by lower(left(rel, $4::int + slash - 1)), lower(name) collate "C"
     ), entries as (
       select * from folders
       union all
       select rel, id, updated_at, created_at, last_accessed_at, metadata, lower(rel), true from split where slash = 0
     )
     select entry as name, id, updated_at, created_at, last_accessed_at, metadata
     from entries order by ${orderBy} limit $5 offset $6`,
    [bucket, o.prefix + o.search, o.prefix.length, o.search.length, o.limit, o.offset],
  )
  return r.rows
}
