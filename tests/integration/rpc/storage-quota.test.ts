import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { anon, env, sql } from '../support/clients.ts'
import { createTeam, uploadCode, type Team } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// The project's files stay within its plan (Supabase Free: 1 GB): the organisers see how much
// their event's photos take against it, and a guest's upload that would pass it is refused with
// a French sentence before any file is sent, instead of a storage error. Written as the attacks.

const webp = (size: number) =>
  new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, ...randomBytes(size - 12)])

let team: Team

async function guestUpload(bytes: number): Promise<string> {
  const code = await uploadCode(team.event.id)
  const granted = await guest().rpc('authorize_photo_uploads', {
    p_event_ref: team.event.id,
    p_code: code,
    p_file_names: ['IMG_1.webp'],
  })
  expect(granted.error).toBeNull()
  const path = (granted.data as string[])[0]
  const media = guest().storage.from('media')
  expect((await media.upload(path, webp(bytes), { contentType: 'image/webp' })).error).toBeNull()
  expect((await media.upload(`${path}.w480.webp`, webp(1000), { contentType: 'image/webp' })).error).toBeNull()
  const recorded = await guest().rpc('record_photo_uploads', {
    p_event_ref: team.event.id,
    p_code: code,
    p_paths: [path],
  })
  expect(recorded.error).toBeNull()
  return path
}

beforeAll(async () => {
  team = await createTeam({ uploadsOpen: true })
})

describe('get_storage_usage', () => {
  it("tells the organisers what their event's photos take, the project's files and the plan's quota", async () => {
    await guestUpload(20_000)
    await guestUpload(30_000)
    for (const member of [team.owner, team.editor, team.admin]) {
      const { data, error } = await member.db.rpc('get_storage_usage', { p_event_id: team.event.id })
      expect(error).toBeNull()
      const usage = data as { event_photo_bytes: number; project_bytes: number; quota_bytes: number }
      // Two photos and their renditions, in the private bucket (nothing published yet).
      expect(usage.event_photo_bytes).toBe(20_000 + 30_000 + 2 * 1000)
      expect(usage.project_bytes).toBeGreaterThanOrEqual(usage.event_photo_bytes)
      expect(usage.quota_bytes).toBe(1024 ** 3)
    }
  })

  it('tells no one else', async () => {
    const outsider = await team.outsider.db.rpc('get_storage_usage', { p_event_id: team.event.id })
    expect(outsider.error?.code).toBe('42501')
    const nobody = await anon().rpc('get_storage_usage', { p_event_id: team.event.id })
    expect(nobody.error).not.toBeNull()
    expect(nobody.data).toBeNull()
  })
})

describe('a guest upload past the quota', () => {
  it('is refused in French (EV080) before any file is sent, and one that fits still goes', async () => {
    const code = await uploadCode(team.event.id)
    // In a transaction rolled back at the end: the lowered quota is never seen by other tests.
    const client = new pg.Client({ connectionString: env().dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      // Room for one photo (each is counted for 1 MiB until sent), not two.
      await client.query(`
        update private.storage_plan set quota_bytes = private.project_stored_bytes()
          + (select count(*) from private.photo_upload_grants where uploaded_at is null and expires_at > now()) * 1048576
          + 1572864`)
      await client.query(`set local role anon`)
      await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`)
      const authorize = (names: string[]) =>
        client.query<{ paths: string[] }>(`select public.authorize_photo_uploads($1, $2, $3) as paths`, [
          team.event.id,
          code,
          names,
        ])
      await client.query('savepoint before')
      const refused = await authorize(['IMG_1.webp', 'IMG_2.webp']).catch((error: pg.DatabaseError) => error)
      expect(refused).toBeInstanceOf(Error)
      expect((refused as pg.DatabaseError).code).toBe('EV080')
      expect((refused as pg.DatabaseError).message).toBe(
        "L'espace photo de cet événement est plein : vos photos ne peuvent pas être envoyées. Prévenez les organisateurs.",
      )
      await client.query('rollback to savepoint before')
      const granted = await authorize(['IMG_1.webp'])
      expect(granted.rows[0].paths).toHaveLength(1)
    } finally {
      await client.query('rollback').catch(() => {})
      await client.end()
    }
    // Nothing of it stayed: the quota is the plan's again.
    expect(await sql(`select quota_bytes::text as q from private.storage_plan`)).toEqual([{ q: String(1024 ** 3) }])
  })
})
