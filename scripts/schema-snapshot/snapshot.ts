import { readFunctions } from './catalog/functions.ts'
import { byText, type Queryable, type SchemaObject } from './catalog/object.ts'
import { readPlatformData } from './catalog/platform-data.ts'
import { readSchemas } from './catalog/schemas.ts'
import { readSequences } from './catalog/sequences.ts'
import { readRelations } from './catalog/tables.ts'
import { readTypes } from './catalog/types.ts'

export const SNAPSHOT_DIR = 'supabase/schema'
export const SNAPSHOT_COMMAND = 'npm run schema:snapshot'

const HEADER = `-- Generated from supabase/migrations/ by \`${SNAPSHOT_COMMAND}\`: do not edit by hand.`

/** Every object of the database, in a fixed order, each as the statements that define it. */
export async function readObjects(db: Queryable): Promise<SchemaObject[]> {
  // An empty search_path makes every name outside pg_catalog print schema-qualified, whatever the
  // session's, so the text is the same wherever it is read from.
  await db.query(`set search_path = ''`)
  try {
    return [
      await readSchemas(db),
      ...(await readTypes(db)),
      ...(await readRelations(db)),
      ...(await readSequences(db)),
      ...(await readFunctions(db)),
      ...(await readPlatformData(db)),
    ]
  } finally {
    await db.query('reset search_path')
  }
}

/**
 * The snapshot's files (path under supabase/schema/ → text): what the migrations made, read against
 * the platform they run on. An object the platform already had (`storage.objects`, `auth.users`,
 * `schemas.sql`) shows only the statements the migrations added, and those they removed; an object of
 * the migrations' own shows whole.
 */
export function snapshotFiles(platform: SchemaObject[], migrated: SchemaObject[]): Map<string, string> {
  const before = new Map(platform.map((o) => [o.file, o]))
  const files = new Map<string, string>([['README.md', README]])
  for (const object of migrated) {
    const old = before.get(object.file)
    before.delete(object.file)
    // No buckets or jobs before the migrations: their files are the migrations' own.
    if (!old?.statements.length) {
      files.set(object.file, render([HEADER, `-- ${object.title}`], object.statements))
      continue
    }
    const added = object.statements.filter((s) => !old.statements.includes(s))
    const removed = old.statements.filter((s) => !object.statements.includes(s))
    if (!added.length && !removed.length) continue
    files.set(
      object.file,
      render(
        [
          HEADER,
          `-- ${object.title}: the platform's; only what the migrations add to it (and remove from it) is shown.`,
        ],
        [...added, ...removed.map((s) => `-- Removed by the migrations:\n${s.replace(/^/gm, '-- ')}`)],
      ),
    )
  }
  for (const gone of [...before.values()].filter((o) => o.statements.length))
    files.set(gone.file, render([HEADER, `-- ${gone.title}: the platform's; dropped by the migrations.`], []))
  return new Map([...files].sort(([a], [b]) => byText(a, b)))
}

function render(header: string[], statements: string[]): string {
  return `${[header.join('\n'), ...statements].join('\n\n')}\n`
}

const README = `# The database schema, as the migrations leave it

Generated from \`supabase/migrations/\` by \`${SNAPSHOT_COMMAND}\`: do not edit these files by hand. To change
the schema, add a migration, then run \`${SNAPSHOT_COMMAND}\` and commit both; the unit suite fails while this
folder is stale. It is for reading (and for reviewing a migration's effect in its diff), not for running: the
migrations stay the only way the schema is built. (It is not Supabase's declarative \`supabase/schemas/\`, which the
CLI diffs into new migrations: here the migrations lead and this folder follows them.)

- \`functions/<schema>.<name>.sql\`: a function's current body (\`pg_get_functiondef\`), with its overloads,
  comment and who may execute it.
- \`tables/<schema>.<name>.sql\`: columns, constraints, indexes, row level security, policies, triggers, grants
  and publications. \`tables/storage.objects.sql\` holds the storage policies.
- \`views/\`, \`sequences/\` (but those of identity columns), \`types/\` (enums, domains, composite types),
  \`schemas.sql\` (schemas, extensions, default privileges, publications), \`storage/buckets.sql\`, \`cron/jobs.sql\`.

Built from a fresh in-memory PGlite (the local server's platform bootstrap, then every migration), whose
PostgreSQL version package-lock.json pins, so the text is the same on every machine; bodies, defaults and policy
expressions read as that PostgreSQL prints them. For objects the platform already had (\`auth\`, \`storage\`,
\`realtime\`), only what the migrations add is shown. Each file's statements are in a fixed order (columns as
created, the rest by name); the order the migrations ran in is theirs.
`
