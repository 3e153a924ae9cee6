import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'
import { TYPES_FILE } from '../gen-types/types-file.ts'
import { readFolder, staleFiles } from './folder.ts'
import { generateFromMigrations, type Generated } from './generate.ts'
import { SNAPSHOT_COMMAND, SNAPSHOT_DIR } from './snapshot.ts'

// The files generated from supabase/migrations/ are committed: a migration without its regenerated files
// fails here, in `npm test`. One fresh PGlite serves both (creating one costs seconds).
describe('files generated from the migrations', () => {
  let generated: Generated
  beforeAll(async () => {
    generated = await generateFromMigrations()
  }, 120_000)

  it(`${SNAPSHOT_DIR}/ is up to date`, () => {
    const stale = staleFiles(generated.snapshot, readFolder(resolve(PROJECT_ROOT, SNAPSHOT_DIR)))
    expect(stale, `${SNAPSHOT_DIR}/ is out of date: run ${SNAPSHOT_COMMAND} (stale: ${stale.join(', ')})`).toEqual([])
  })

  it(`${relative(PROJECT_ROOT, TYPES_FILE)} is up to date`, () => {
    const current = readFileSync(TYPES_FILE, 'utf8')
    expect(
      current === generated.types,
      `${relative(PROJECT_ROOT, TYPES_FILE)} is out of date: run npm run gen:types`,
    ).toBe(true)
  })
})
