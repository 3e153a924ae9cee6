import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyPublicPhotos } from '../../../api/_lib/public-photo-copies.ts'
import { callApi } from '../support/api-calls.ts'
import { env, sql } from '../support/clients.ts'
import { createTeam, uploadCode, type Team } from '../support/event-fixtures.ts'
import { guest, serviceClient } from '../support/typed-clients.ts'

// Guests' photos published at once ('Auto-publish guest photos') get their public copy from the
// every-minute job /api/copy-public-photos, as the team's browser makes it for the photos it
// publishes: the stored file's bytes, at a stable URL anyone reads. Written as the attacks: the
// job copies nothing a guest chose (an unpublished photo, a rendition, a file sent straight to the
// public bucket), and no one but the scheduler runs it.

const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/')
const publicUrl = (path: string) => `${env().apiUrl}/storage/v1/object/public/public-media/${encode(path)}`
const webp = () => new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, ...randomBytes(64)])

async function setAuto(team: Team, on: boolean): Promise<void> {
  const { error } = await team.owner.db
    .from('events')
    .update({ photoSharingSettings: { auto_publish: on } })
    .eq('id', team.event.id)
  expect(error).toBeNull()
}

/** A guest's whole upload through the storage API: grant, photo, its rendition, record. */
async function guestUpload(team: Team, bytes: Uint8Array): Promise<string> {
  const code = await uploadCode(team.event.id)
  const granted = await guest().rpc('authorize_photo_uploads', {
    p_event_ref: team.event.id,
    p_code: code,
    p_file_names: ['IMG_1.webp'],
  })
  expect(granted.error).toBeNull()
  const path = (granted.data as string[])[0]
  const media = guest().storage.from('media')
  expect((await media.upload(path, bytes, { contentType: 'image/webp' })).error).toBeNull()
  expect((await media.upload(`${path}.w480.webp`, webp(), { contentType: 'image/webp' })).error).toBeNull()
  const recorded = await guest().rpc('record_photo_uploads', {
    p_event_ref: team.event.id,
    p_code: code,
    p_paths: [path],
    p_uploader_name: 'Tante Jeanne',
  })
  expect(recorded.error).toBeNull()
  return path
}

const publicNames = async (path: string) =>
  (
    await sql<{ name: string }>(
      `select name from storage.objects where bucket_id = 'public-media' and name like $1 || '%' order by name`,
      [path],
    )
  ).map((r) => r.name)

describe('/api/copy-public-photos', () => {
  let team: Team
  let other: Team
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    other = await createTeam({ uploadsOpen: true })
  })

  it('gives an auto-published guest upload its public copy: the stored bytes, read anonymously at its stable URL', async () => {
    await setAuto(team, true)
    const bytes = webp()
    const path = await guestUpload(team, bytes)
    expect(await sql(`select public from photos where url = $1`, [path])).toEqual([{ public: true }])
    expect((await fetch(publicUrl(path))).ok).toBe(false)

    const result = await copyPublicPhotos(serviceClient())
    expect(result.failed).toBe(0)
    expect(result.copied).toBeGreaterThanOrEqual(1)

    const response = await fetch(publicUrl(path))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    // The guest's rendition stays in `media`: the team never checked it shows the photo.
    expect(await publicNames(path)).toEqual([path])
    // The guest page now names the copy instead of signing the photo.
    const { data } = await guest().rpc('get_public_event', { p_ref: team.event.id })
    const listed = (data![0].photos as { url: string; files: string[] }[]).find((p) => p.url === path)
    expect(listed?.files).toEqual(['full'])

    // Run again: nothing left to copy for it, and the copy is unchanged.
    await copyPublicPhotos(serviceClient())
    expect(await publicNames(path)).toEqual([path])
    // The organiser can still take it off the page: copy first, then the row (EV050 otherwise).
    const removed = await team.owner.db.storage.from('public-media').remove([path, `${path}.w480.webp`])
    expect(removed.error).toBeNull()
    const unpublished = await team.owner.db.from('photos').update({ public: false }).eq('url', path).select('id')
    expect(unpublished.error).toBeNull()
    expect(unpublished.data).toHaveLength(1)
  })

  it('copies nothing that is not a public photo: an unpublished upload, another file, a guest file sent to the public bucket', async () => {
    await setAuto(other, false)
    const hidden = await guestUpload(other, webp())
    expect(await sql(`select public from photos where url = $1`, [hidden])).toEqual([{ public: false }])
    // A file in `media` that no photo row names, and one a guest tries to put in the public bucket.
    const stray = `${other.owner.id}/${other.event.id}/photos/stray.webp`
    expect(
      (await other.owner.db.storage.from('media').upload(stray, webp(), { contentType: 'image/webp' })).error,
    ).toBeNull()
    const forged = await guest()
      .storage.from('public-media')
      .upload(`${other.owner.id}/${other.event.id}/photos/forged.webp`, webp(), { contentType: 'image/webp' })
    expect(forged.error).not.toBeNull()

    await copyPublicPhotos(serviceClient())
    for (const path of [hidden, stray]) {
      expect(await publicNames(path)).toEqual([])
      expect((await fetch(publicUrl(path))).ok).toBe(false)
    }
    expect((await fetch(publicUrl(`${hidden}.w480.webp`))).ok).toBe(false)
  })

  it('answers only the scheduler: anyone else, signed in or not, is refused and copies nothing', async () => {
    await setAuto(other, true)
    const waiting = await guestUpload(other, webp())
    for (let i = 0; i < 5; i++) expect((await callApi('copy-public-photos', { method: 'GET' })).status).toBe(401)
    expect(
      (await callApi('copy-public-photos', { method: 'GET', headers: { Authorization: `Bearer ${env().anonKey}` } }))
        .status,
    ).toBe(401)
    // The database's schedule POSTs with the cron secret; a member's POST is refused all the same.
    expect((await callApi('copy-public-photos', { token: other.owner.token })).status).toBe(401)
    expect(await publicNames(waiting)).toEqual([])
    // Nor may anyone but the service role list what awaits a copy.
    for (const db of [guest(), other.owner.db]) {
      const { data, error } = await db.rpc('photos_awaiting_public_copy', {})
      expect(error).not.toBeNull()
      expect(data).toBeNull()
    }
  })
})
