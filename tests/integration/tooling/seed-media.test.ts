import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { placeSeedMedia } from '../../../supabase/local/storage/seed-media.ts'
import { env, sql } from '../support/clients.ts'
import { createTeam } from '../support/event-fixtures.ts'
import { serviceClient } from '../support/typed-clients.ts'

// The seed's files (supabase/seed-media) are stored as uploads are: a row in storage.objects
// and the bytes where the storage service reads them, so the demo's gift images download.

describe('seed media', () => {
  const source = mkdtempSync(join(tmpdir(), 'eventail-seed-media-'))
  const pool = new pg.Pool({ connectionString: env().dbUrl, max: 1 })
  afterAll(async () => {
    await pool.end()
    rmSync(source, { recursive: true, force: true })
  })

  it('stores each file under its bucket and path, once', async () => {
    const team = await createTeam()
    const path = `${team.owner.id}/${team.event.id}/gifts/1764000000000-demo.webp`
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 251))
    mkdirSync(join(source, 'media', team.owner.id, team.event.id, 'gifts'), { recursive: true })
    writeFileSync(join(source, 'media', path), bytes)

    expect(await placeSeedMedia(pool, env().storageDir, source)).toBe(1)
    const [row] = await sql<{ metadata: Record<string, unknown> }>(
      `select metadata from storage.objects where bucket_id = 'media' and name = $1`,
      [path],
    )
    expect(row.metadata).toMatchObject({ size: 300, mimetype: 'image/webp', cacheControl: 'max-age=3600' })
    const { data, error } = await serviceClient().storage.from('media').download(path)
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(bytes)

    // A second start with the same seed changes nothing.
    expect(await placeSeedMedia(pool, env().storageDir, source)).toBe(0)
  })
})
