import { byText, literal, rows, type SchemaObject, type Queryable } from './object.ts'

/**
 * Rows that are configuration rather than data: the storage buckets (their policies are in
 * `tables/storage.objects.sql`) and the scheduled jobs (Supabase Cron's `cron.job`).
 */

// Set by the database at insert time, so never the same twice.
const STAMPS = ['created_at', 'updated_at', 'owner', 'owner_id']

function value(v: unknown): string {
  if (v === null || v === undefined) return 'null'
  if (Array.isArray(v)) return `array[${v.map(value).join(', ')}]`
  if (typeof v === 'string') return literal(v)
  if (typeof v === 'object') return `${literal(JSON.stringify(v))}::jsonb`
  return String(v)
}

async function buckets(db: Queryable): Promise<SchemaObject[]> {
  const [{ present }] = await rows<{ present: boolean }>(
    db,
    `select to_regclass('storage.buckets') is not null as present`,
  )
  if (!present) return []
  const all = await rows<{ bucket: Record<string, unknown> }>(
    db,
    `select to_jsonb(b) as bucket from storage.buckets b order by b.id`,
  )
  return [
    {
      file: 'storage/buckets.sql',
      title: 'storage buckets',
      statements: all.map(({ bucket }) => {
        const columns = Object.keys(bucket)
          .filter((c) => !STAMPS.includes(c))
          .sort((a, b) => (a === 'id' ? -1 : b === 'id' ? 1 : byText(a, b)))
        return `insert into storage.buckets (${columns.join(', ')})\nvalues (${columns.map((c) => value(bucket[c])).join(', ')});`
      }),
    },
  ]
}

async function jobs(db: Queryable): Promise<SchemaObject[]> {
  const [{ present }] = await rows<{ present: boolean }>(db, `select to_regclass('cron.job') is not null as present`)
  if (!present) return []
  const all = await rows<{ jobname: string | null; schedule: string; command: string; active: boolean }>(
    db,
    `select jobname, schedule, command, active from cron.job order by jobname, command`,
  )
  return [
    {
      file: 'cron/jobs.sql',
      title: 'scheduled jobs (Supabase Cron)',
      statements: all.map(
        (j) =>
          `select cron.schedule(${j.jobname === null ? '' : `${literal(j.jobname)}, `}${literal(j.schedule)}, ${literal(j.command)});` +
          (j.active ? '' : `\n-- inactive: select cron.alter_job(…, active => false)`),
      ),
    },
  ]
}

export async function readPlatformData(db: Queryable): Promise<SchemaObject[]> {
  return [...(await buckets(db)), ...(await jobs(db))]
}
