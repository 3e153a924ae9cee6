import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { env, sql } from '../support/clients.ts'
import { createTeam, type Team, type TestUser } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// Bucket `public-media` (issue 23): what the public page shows, at stable URLs anyone may read.
// Written as the attacks: nobody outside the team puts or removes files there, the team cannot
// copy what the page does not show, and a photo leaves it before it is unpublished, so an
// unpublished photo is readable at no URL an anonymous visitor can build.

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])
const YEAR = '31536000'

const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/')
const anonGet = (route: string) => fetch(`${env().apiUrl}/storage/v1/object/${route}`)
const publicUrl = (path: string) => `public/public-media/${encode(path)}`

async function uploadPhoto(team: Team, published: boolean): Promise<{ id: string; path: string }> {
  const path = `${team.owner.id}/${team.event.id}/photos/${Date.now()}-${randomUUID().slice(0, 8)}.webp`
  const { error } = await team.owner.db.storage.from('media').upload(path, WEBP, { contentType: 'image/webp' })
  expect(error).toBeNull()
  const [photo] = await sql<{ id: string }>(
    `insert into public.photos (event_id, url, public) values ($1, $2, $3) returning id`,
    [team.event.id, path, published],
  )
  return { id: photo.id, path }
}

/** What the app does when a photo is published (src/lib/media/copy-to-public-bucket.ts): the bytes, a year's cache. */
function copyToPublic(user: TestUser, path: string) {
  return user.db.storage
    .from('public-media')
    .upload(path, WEBP, { contentType: 'image/webp', cacheControl: YEAR, upsert: false })
}

describe('the public bucket', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('is public, limited to 10 MiB of JPEG, PNG or WebP', async () => {
    const [bucket] = await sql<{ public: boolean; file_size_limit: number; allowed_mime_types: string[] }>(
      `select public, file_size_limit::int, allowed_mime_types from storage.buckets where id = 'public-media'`,
    )
    expect(bucket).toEqual({
      public: true,
      file_size_limit: 10485760,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    })
  })

  it("serves a published photo's copy to anyone at a stable URL, cacheable for a year", async () => {
    const photo = await uploadPhoto(team, true)
    expect((await copyToPublic(team.owner, photo.path)).error).toBeNull()
    const first = await anonGet(publicUrl(photo.path))
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(`max-age=${YEAR}`)
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(WEBP)
    const again = await anonGet(publicUrl(photo.path))
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    // The public page learns it from get_public_event, with no signing.
    const { data } = await guest().rpc('get_public_event', { p_ref: team.event.id })
    const listed = (data![0].photos as { url: string; files: string[] }[]).find((p) => p.url === photo.path)
    expect(listed?.files).toEqual(['full'])
  })

  it('refuses a copy of an unpublished photo, even from its own team', async () => {
    const photo = await uploadPhoto(team, false)
    for (const member of [team.owner, team.editor]) {
      expect((await copyToPublic(member, photo.path)).error).not.toBeNull()
      // Nor as its "small rendition".
      expect((await copyToPublic(member, `${photo.path}.w480.webp`)).error).not.toBeNull()
    }
    expect((await anonGet(publicUrl(photo.path))).ok).toBe(false)
  })

  it('refuses files from anonymous visitors and outsiders, even of published photos', async () => {
    const photo = await uploadPhoto(team, true)
    const anonymous = await guest().storage.from('public-media').upload(photo.path, WEBP, { contentType: 'image/webp' })
    expect(anonymous.error).not.toBeNull()
    expect((await copyToPublic(team.outsider, photo.path)).error).not.toBeNull()
    // An outsider's own event folder holds nothing the page shows either.
    const own = `${team.outsider.id}/${team.otherEvent.id}/photos/${Date.now()}-x.webp`
    expect((await copyToPublic(team.outsider, own)).error).not.toBeNull()
    expect((await anonGet(publicUrl(photo.path))).ok).toBe(false)
  })

  it('keeps copies from being replaced or removed by anyone outside the team', async () => {
    const photo = await uploadPhoto(team, true)
    expect((await copyToPublic(team.owner, photo.path)).error).toBeNull()
    // No overwrite, not even by the team: a URL always means the same bytes.
    const replaced = await team.owner.db.storage
      .from('public-media')
      .upload(photo.path, new Uint8Array([1, 2, 3]), { contentType: 'image/webp', upsert: true })
    expect(replaced.error).not.toBeNull()
    await team.outsider.db.storage.from('public-media').remove([photo.path])
    await guest().storage.from('public-media').remove([photo.path])
    expect((await anonGet(publicUrl(photo.path))).status).toBe(200)
  })

  it('refuses to unpublish or delete a photo while its copy is public (EV050)', async () => {
    const photo = await uploadPhoto(team, true)
    expect((await copyToPublic(team.owner, photo.path)).error).toBeNull()
    const unpublish = await team.owner.db.from('photos').update({ public: false }).eq('id', photo.id)
    expect(unpublish.error?.code).toBe('EV050')
    const remove = await team.owner.db.from('photos').delete().eq('id', photo.id)
    expect(remove.error?.code).toBe('EV050')
    const [row] = await sql<{ public: boolean }>(`select public from public.photos where id = $1`, [photo.id])
    expect(row.public).toBe(true)
  })

  it('leaves an unpublished photo readable at no URL an anonymous visitor can build', async () => {
    const photo = await uploadPhoto(team, true)
    expect((await copyToPublic(team.owner, photo.path)).error).toBeNull()
    // The team's client removes the copy, then unpublishes.
    const removed = await team.editor.db.storage.from('public-media').remove([photo.path])
    expect(removed.data).toHaveLength(1)
    const unpublish = await team.owner.db.from('photos').update({ public: false }).eq('id', photo.id)
    expect(unpublish.error).toBeNull()

    const encoded = encode(photo.path)
    for (const route of [
      `public/public-media/${encoded}`,
      `public/media/${encoded}`,
      `public-media/${encoded}`,
      `media/${encoded}`,
      `authenticated/media/${encoded}`,
      `info/public/public-media/${encoded}`,
    ]) {
      const response = await anonGet(route)
      expect(response.ok, route).toBe(false)
    }
    const signed = await guest().storage.from('media').createSignedUrl(photo.path, 60)
    expect(signed.data?.signedUrl).toBeUndefined()
    // Nor can an outsider, signed in, copy it back into the public bucket.
    expect((await copyToPublic(team.outsider, photo.path)).error).not.toBeNull()
  })

  it('lets only the user who deleted the event remove its copies, which then no URL reads', async () => {
    const doomed = await createTeam()
    const photo = await uploadPhoto(doomed, true)
    expect((await copyToPublic(doomed.owner, photo.path)).error).toBeNull()
    const { data: paths, error } = await doomed.owner.db.rpc('delete_event', { p_event_id: doomed.event.id })
    expect(error).toBeNull()
    expect(paths).toContain(photo.path)
    // The team is gone with the event; an outsider and the former editor cannot remove the copy.
    await doomed.outsider.db.storage.from('public-media').remove([photo.path])
    await doomed.editor.db.storage.from('public-media').remove([photo.path])
    expect((await anonGet(publicUrl(photo.path))).status).toBe(200)
    // What the app does (event-settings/api/delete-event.ts): the copies, then the originals.
    const copies = await doomed.owner.db.storage.from('public-media').remove([photo.path, `${photo.path}.w480.webp`])
    expect(copies.data).toHaveLength(1)
    expect((await doomed.owner.db.storage.from('media').remove(paths!)).data).toHaveLength(paths!.length)
    expect((await anonGet(publicUrl(photo.path))).ok).toBe(false)
  })
})
