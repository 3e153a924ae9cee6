import type { Queryable } from '../db/database.ts'

/** `storage.objects.metadata` as storage-api fills it from the backend's view of the file. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

export interface ObjectRow {
  id: string
  name: string
  bucket_id: string
  owner: string | null
  owner_id: string | null
  version: string | null
  metadata: Partial<ObjectMetadata> | null
  user_metadata: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  last_accessed_at: Date | null
}

export interface BucketRow {
  id: string
  name: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

const OBJECT_COLUMNS =
  'id, name, bucket_id, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at'

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const r = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 limit 1`,
    [bucket, name],
  )
  return r.rows[0]
}

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | undefined> {
  const r = await db.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1 limit 1',
    [id],
  )
  return r.rows[0]
}

/** A bucket and, when present, one of its objects, in one round trip (read without RLS). */
export async function findBucketAndObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<{ bucket?: BucketRow; object?: ObjectRow }> {
  const r = await db.query<{ b: BucketRow; o: ObjectRow | null }>(
    `select row_to_json(b) as b, (select row_to_json(x) from (select ${OBJECT_COLUMNS} from storage.objects
       where bucket_id = b.id and name = $2) x) as o
     from storage.buckets b where b.id = $1`,
    [bucket, name],
  )
  const row = r.rows[0]
  if (!row) return {}
  return { bucket: row.b, object: row.o ? revive(row.o) : undefined }
}

/** row_to_json turns timestamps into strings; the rest of the code expects Dates as pg gives them. */
function revive(o: ObjectRow): ObjectRow {
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string))
  return {
    ...o,
    created_at: date(o.created_at),
    updated_at: date(o.updated_at),
    last_accessed_at: date(o.last_accessed_at),
  }
}

export interface NewObject {
  id: string
  bucket: string
  name: string
  owner?: string
  version: string
  metadata: Record<string, unknown>
  userMetadata: Record<string, unknown> | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `owner` (uuid, deprecated) is only set for uuid subjects; `owner_id` (text) always. */
export function ownerColumns(owner: string | undefined): [string | null, string | null] {
  return [owner && UUID.test(owner) ? owner : null, owner ?? null]
}

function values(o: NewObject): unknown[] {
  const [owner, ownerId] = ownerColumns(o.owner)
  const userMetadata = o.userMetadata === null ? null : JSON.stringify(o.userMetadata)
  return [o.id, o.bucket, o.name, owner, ownerId, o.version, JSON.stringify(o.metadata), userMetadata]
}

const INSERT = `insert into storage.objects as o (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`

/**
 * A plain insert, without RETURNING: an INSERT policy alone must be enough to upload, as the
 * Supabase docs promise; RETURNING would also require a SELECT policy.
 * https://supabase.com/docs/guides/storage/security/access-control
 */
export async function insertObject(db: Queryable, o: NewObject): Promise<string> {
  await db.query(INSERT, values(o))
  return o.id
}

/**
 * Upsert as storage-api writes it (ON CONFLICT DO UPDATE … RETURNING), which is why an upsert needs
 * INSERT, SELECT and UPDATE policies. Returns the surviving row's id.
 */
export async function upsertObject(db: Queryable, o: NewObject): Promise<string> {
  const r = await db.query<{ id: string }>(
    `${INSERT}
     on conflict (bucket_id, name) do update set
       version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       owner = coalesce(excluded.owner, o.owner), owner_id = coalesce(excluded.owner_id, o.owner_id), updated_at = now()
     returning id`,
    values(o),
  )
  return r.rows[0].id
}

/** The fields storage-api's objectSchema lets through in JSON answers (nulls of string-only fields dropped). */
const OBJECT_JSON_FIELDS = [
  'name',
  'bucket_id',
  'owner',
  'owner_id',
  'version',
  'id',
  'updated_at',
  'created_at',
  'last_accessed_at',
  'metadata',
  'user_metadata',
] as const
const STRING_ONLY = new Set(['name', 'bucket_id', 'owner', 'owner_id', 'version'])

export function objectJson(row: Partial<ObjectRow>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of OBJECT_JSON_FIELDS) {
    const value = row[key]
    if (value === undefined || (value === null && STRING_ONLY.has(key))) continue
    out[key] = value
  }
  return out
}
