import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyPublicPhotos } from '../../../api/_lib/public-photo-copies.ts'
import { env, sql } from '../support/clients.ts'
import { createTeam, uploadCode, type Team } from '../support/event-fixtures.ts'
import { guest, serviceClient } from '../support/typed-clients.ts'

// Issue 28, G4 and F8, written as the attacks. G4: HTML declared image/webp was stored as a photo
// and as its rendition, and with 'Auto-publish guest photos' the copy job put it on the public
// bucket for a year. F8: anyone could sign a published photo of the private bucket for 10 years,
// and the URL still answered after unpublishing.

const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/')
const publicUrl = (path: string) => `${env().apiUrl}/storage/v1/object/public/public-media/${encode(path)}`
const HTML = new TextEncoder().encode('<!doctype html><script>document.cookie</script>')
const webp = () => new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, ...randomBytes(64)])
const TEN_YEARS = 10 * 365 * 24 * 3600

const publicNames = async (path: string) =>
  (
    await sql<{ name: string }>(
      `select name from storage.objects where bucket_id = 'public-media' and name like $1 || '%' order by name`,
      [path],
    )
  ).map((r) => r.name)

async function setAuto(team: Team, on: boolean): Promise<void> {
  const { error } = await team.owner.db
    .from('events')
    .update({ photoSharingSettings: { auto_publish: on } })
    .eq('id', team.event.id)
  expect(error).toBeNull()
}

async function grant(team: Team): Promise<{ code: string; path: string }> {
  const code = await uploadCode(team.event.id)
  const granted = await guest().rpc('authorize_photo_uploads', {
    p_event_ref: team.event.id,
    p_code: code,
    p_file_names: ['IMG_1.webp'],
  })
  expect(granted.error).toBeNull()
  return { code, path: (granted.data as string[])[0] }
}

async function record(team: Team, code: string, path: string) {
  const recorded = await guest().rpc('record_photo_uploads', {
    p_event_ref: team.event.id,
    p_code: code,
    p_paths: [path],
    p_uploader_name: 'Mallory',
  })
  expect(recorded.error).toBeNull()
}

describe("attack: a guest's HTML declared image/webp", () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    await setAuto(team, true)
  })

  it('is refused by the local storage server, as a photo and as a rendition', async () => {
    const { path } = await grant(team)
    const media = guest().storage.from('media')
    const photo = await media.upload(path, HTML, { contentType: 'image/webp' })
    expect(photo.error).toMatchObject({ statusCode: '415' })
    expect((await media.upload(path, webp(), { contentType: 'image/webp' })).error).toBeNull()
    const rendition = await media.upload(`${path}.w480.webp`, HTML, { contentType: 'image/webp' })
    expect(rendition.error).toMatchObject({ statusCode: '415' })
  })

  it('stored anyway (hosted storage trusts the declared type) and auto-published, is never copied: kept private, flagged', async () => {
    const { code, path } = await grant(team)
    // What hosted storage would have accepted from the guest: the bytes as sent.
    const media = serviceClient().storage.from('media')
    expect((await media.upload(path, HTML, { contentType: 'image/webp' })).error).toBeNull()
    expect((await media.upload(`${path}.w480.webp`, HTML, { contentType: 'image/webp' })).error).toBeNull()
    await record(team, code, path)
    expect(await sql(`select public from photos where url = $1`, [path])).toEqual([{ public: true }])

    const result = await copyPublicPhotos(serviceClient(), { limit: 100 })
    expect(result.refused).toBeGreaterThanOrEqual(1)
    expect(await publicNames(path)).toEqual([])
    expect((await fetch(publicUrl(path))).ok).toBe(false)
    expect((await fetch(publicUrl(`${path}.w480.webp`))).ok).toBe(false)
    // Left private and flagged to the organisers; the wall and the page no longer list it.
    expect(await sql(`select public, file_problem from photos where url = $1`, [path])).toEqual([
      { public: false, file_problem: 'not_an_image' },
    ])
    const wall = await guest().rpc('get_photo_wall', { p_ref: team.event.id })
    expect(JSON.stringify(wall.data)).not.toContain(path)

    // Not tried again, and the team can neither publish it, clear the flag, nor copy it.
    expect((await copyPublicPhotos(serviceClient(), { limit: 100 })).refused).toBe(0)
    const published = await team.owner.db.from('photos').update({ public: true }).eq('url', path).select('id')
    expect(published.error).toMatchObject({ code: 'EV070' })
    await team.owner.db.from('photos').update({ file_problem: null }).eq('url', path)
    expect(await sql(`select file_problem from photos where url = $1`, [path])).toEqual([
      { file_problem: 'not_an_image' },
    ])
    const copy = await team.owner.db.storage.from('public-media').upload(path, HTML, { contentType: 'image/webp' })
    expect(copy.error).not.toBeNull()
    expect(await publicNames(path)).toEqual([])
  })

  it('next to a real photo: the real one is copied, the job is not stuck on the bad one', async () => {
    const bad = await grant(team)
    await serviceClient().storage.from('media').upload(bad.path, HTML, { contentType: 'image/webp' })
    await record(team, bad.code, bad.path)
    const good = await grant(team)
    const bytes = webp()
    expect(
      (await guest().storage.from('media').upload(good.path, bytes, { contentType: 'image/webp' })).error,
    ).toBeNull()
    await record(team, good.code, good.path)
    await copyPublicPhotos(serviceClient(), { limit: 100 })
    expect(await publicNames(bad.path)).toEqual([])
    const response = await fetch(publicUrl(good.path))
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('cannot be flagged on another event, nor by a guest', async () => {
    const { path } = await grant(team)
    await serviceClient().storage.from('media').upload(path, webp(), { contentType: 'image/webp' })
    expect((await guest().rpc('refuse_public_copy', { p_path: path })).error).not.toBeNull()
    expect((await team.outsider.db.rpc('refuse_public_copy', { p_path: path })).error).toMatchObject({ code: '42501' })
  })
})

describe('attack: signing the private bucket', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
  })

  it('refuses an anonymous 10-year signature of a published photo; after unpublishing no URL an anonymous visitor can build answers', async () => {
    await setAuto(team, true)
    const { code, path } = await grant(team)
    expect((await guest().storage.from('media').upload(path, webp(), { contentType: 'image/webp' })).error).toBeNull()
    await record(team, code, path)
    await copyPublicPhotos(serviceClient(), { limit: 100 })
    expect((await fetch(publicUrl(path))).status).toBe(200)

    const signed = await guest().storage.from('media').createSignedUrl(path, TEN_YEARS)
    expect(signed.data).toBeNull()
    expect(signed.error).not.toBeNull()
    const many = await guest().storage.from('media').createSignedUrls([path], TEN_YEARS)
    expect((many.data ?? []).every((entry) => !entry.signedUrl)).toBe(true)
    expect((await guest().storage.from('media').download(path)).data).toBeNull()

    // The organisers unpublish it: the copy first, then the row (EV050 otherwise).
    expect((await team.owner.db.storage.from('public-media').remove([path, `${path}.w480.webp`])).error).toBeNull()
    expect((await team.owner.db.from('photos').update({ public: false }).eq('url', path)).error).toBeNull()
    const headers = { apikey: env().anonKey, Authorization: `Bearer ${env().anonKey}` }
    const storage = `${env().apiUrl}/storage/v1/object`
    for (const url of [
      publicUrl(path),
      publicUrl(`${path}.w480.webp`),
      `${storage}/public/media/${encode(path)}`,
      `${storage}/authenticated/media/${encode(path)}`,
      `${storage}/media/${encode(path)}`,
    ]) {
      const response = await fetch(url, { headers })
      expect(response.ok, url).toBe(false)
    }
    // Storage answers a missing object 400 with statusCode "404" in the body, as storage-api does.
    const gone = await fetch(publicUrl(path))
    expect(await gone.json()).toMatchObject({ statusCode: '404' })
  })

  it('gives gift images and backgrounds without a public copy theirs through the job, instead of signing them', async () => {
    const gift = `${team.owner.id}/${team.event.id}/gifts/${Date.now()}.webp`
    const background = `${team.owner.id}/${team.event.id}/website/${Date.now()}.webp`
    for (const path of [gift, background])
      expect(
        (await serviceClient().storage.from('media').upload(path, webp(), { contentType: 'image/webp' })).error,
      ).toBeNull()
    await sql(`insert into public.gifts (event_id, name, amount, image_url) values ($1, 'Vase', 10, $2)`, [
      team.event.id,
      gift,
    ])
    await sql(
      `update public.events set "websiteSettings" = "websiteSettings" || jsonb_build_object('bg_image', $2::text) where id = $1`,
      [team.event.id, background],
    )
    expect((await guest().storage.from('media').createSignedUrl(gift, 60)).data).toBeNull()
    await copyPublicPhotos(serviceClient(), { limit: 100 })
    expect((await fetch(publicUrl(gift))).status).toBe(200)
    expect((await fetch(publicUrl(background))).status).toBe(200)
  })
})
