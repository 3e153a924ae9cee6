/**
 * Writes supabase/schema/: the schema the migrations build, one readable file per object
 * (supabase/schema/README.md says what is where).
 *
 *   npm run schema:snapshot                  # after adding a migration: rewrite the folder
 *   npm run schema:snapshot -- --check       # fail, naming the stale files, when it is out of date
 *
 * `npm test` checks it too (scripts/schema-snapshot/up-to-date.test.ts).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { readFolder, staleFiles, writeFolder } from './schema-snapshot/folder.ts'
import { generateSnapshot } from './schema-snapshot/generate.ts'
import { SNAPSHOT_COMMAND, SNAPSHOT_DIR } from './schema-snapshot/snapshot.ts'

async function main() {
  const { values } = parseArgs({ options: { check: { type: 'boolean' } } })
  const dir = resolve(PROJECT_ROOT, SNAPSHOT_DIR)
  const files = await generateSnapshot()
  if (values.check) {
    const stale = staleFiles(files, readFolder(dir))
    if (stale.length) {
      console.error(`${SNAPSHOT_DIR}/ is out of date (${stale.join(', ')}): run ${SNAPSHOT_COMMAND}`)
      process.exit(1)
    }
    console.log(`${SNAPSHOT_DIR}/ is up to date`)
    return
  }
  const changed = writeFolder(dir, files)
  const list = changed.length > 10 ? `${changed.length} files` : changed.join(', ') || 'none'
  console.log(`wrote ${SNAPSHOT_DIR}/ (${files.size} files; changed: ${list})`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
