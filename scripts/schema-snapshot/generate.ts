import { introspect } from '../gen-types/introspect.ts'
import { TYPES_SCHEMA, typesFileText } from '../gen-types/types-file.ts'
import { withMigratedDatabase } from './fresh-database.ts'
import type { Files } from './folder.ts'
import { readObjects, snapshotFiles } from './snapshot.ts'

/** Everything generated from the migrations, from one fresh database (creating one costs seconds). */
export interface Generated {
  /** supabase/schema/'s files. */
  snapshot: Files
  /** kernel/generated/database.types.ts's text. */
  types: string
}

export function generateFromMigrations(): Promise<Generated> {
  return withMigratedDatabase(readObjects, async (db, platform) => ({
    snapshot: snapshotFiles(platform, await readObjects(db)),
    types: await typesFileText(await introspect(db, TYPES_SCHEMA)),
  }))
}

export function generateSnapshot(): Promise<Files> {
  return withMigratedDatabase(readObjects, async (db, platform) => snapshotFiles(platform, await readObjects(db)))
}
