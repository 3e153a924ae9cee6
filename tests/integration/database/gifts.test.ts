import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGift, addMember, createTeam, createUser, type Team, type TestUser } from '../support/event-fixtures.ts'
import { guest, type AppClient } from '../support/typed-clients.ts'

// Gifts beyond the shared matrix (tables.test.ts, whose 'otherEditor' seat is an editor of another
// event): what an editor of event B may still try against event A's gift rows and gift files,
// through supabase-js and storage-js as the app calls them; and a gift's image, which must be a file of its own event's gifts folder.

/** One of event A's gifts, made as the database owner. */
const makeGift = (t: Team) => addGift(t.event.id, 'Kettle')

const webp = () => new Blob([new Uint8Array(256).fill(7)], { type: 'image/webp' })
const fileName = () => `${Date.now()}-${randomUUID().slice(0, 12)}.webp`
const objectExists = async (path: string) =>
  (await sql(`select 1 from storage.objects where bucket_id = 'media' and name = $1`, [path])).length === 1

describe("an editor of event B and event A's gifts", () => {
  let team: Team
  let editorOfB: TestUser
  beforeAll(async () => {
    team = await createTeam()
    editorOfB = await createUser({ first: 'Bea', prefix: 'editor-b' })
    await addMember(team.otherEvent.id, editorOfB)
  })

  it("A's editor cannot move a gift into B, nor create one there", async () => {
    const id = await makeGift(team)
    const moved = await team.editor.db.from('gifts').update({ event_id: team.otherEvent.id }).eq('id', id)
    expect(moved.error?.code).toBe('42501')
    const created = await team.editor.db.from('gifts').insert({ event_id: team.otherEvent.id, name: 'Sneak in' })
    expect(created.error?.code).toBe('42501')
    expect(await sql(`select 1 from gifts where event_id = $1`, [team.otherEvent.id])).toEqual([])
  })

  describe("A's gift file through the Storage API", () => {
    let path: string
    beforeAll(async () => {
      // Uploaded by A's editor as the gift dialog does, and used by one of A's gifts.
      path = `${team.editor.id}/${team.event.id}/gifts/${fileName()}`
      const upload = await team.editor.db.storage
        .from('media')
        .upload(path, webp(), { cacheControl: '3600', upsert: false })
      expect(upload.error).toBeNull()
      await sql(`insert into gifts (event_id, name, amount, image_url) values ($1, 'Vase', 10, $2)`, [
        team.event.id,
        path,
      ])
      // The gifts module off: the file is no longer what the public page shows.
      await sql(`update events set "moduleActivation" = "moduleActivation" || '{"gifts": false}' where id = $1`, [
        team.event.id,
      ])
    })

    const outsiders: [string, () => AppClient][] = [
      ["B's editor", () => editorOfB.db],
      ['anon', () => guest()],
    ]

    it.each(outsiders)('%s cannot download, sign or list it', async (_, client) => {
      const media = client().storage.from('media')
      expect((await media.download(path)).error).not.toBeNull()
      expect((await media.createSignedUrl(path, 60)).error).not.toBeNull()
      const listed = await media.list(`${team.editor.id}/${team.event.id}/gifts`)
      expect(listed.data ?? []).toEqual([])
    })

    it.each(outsiders)('%s cannot overwrite it, add beside it or remove it', async (_, client) => {
      const media = client().storage.from('media')
      expect((await media.upload(path, webp(), { upsert: true })).error).not.toBeNull()
      expect((await media.update(path, webp())).error).not.toBeNull()
      const beside = `${team.editor.id}/${team.event.id}/gifts/${fileName()}`
      expect((await media.upload(beside, webp())).error).not.toBeNull()
      expect(await objectExists(beside)).toBe(false)
      const removed = await media.remove([path])
      expect(removed.data ?? []).toEqual([])
      expect(await objectExists(path)).toBe(true)
    })

    it("A's editor cannot overwrite it through a no-upsert upload, and removes it", async () => {
      const media = team.editor.db.storage.from('media')
      expect((await media.upload(path, webp(), { upsert: false })).error).not.toBeNull()
      const listed = await media.list(`${team.editor.id}/${team.event.id}/gifts`)
      expect(listed.data?.map((entry) => entry.name)).toEqual([path.split('/').pop()])
      expect((await media.remove([path])).data).toHaveLength(1)
      expect(await objectExists(path)).toBe(false)
    })
  })
})

describe("a gift's image is a file of its own event's gifts folder", () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it("refuses a path of another event, another folder or no file, and takes the event's own", async () => {
    const gift = await addGift(team.event.id, 'Lamp')
    const set = (image_url: string) => team.editor.db.from('gifts').update({ image_url }).eq('id', gift)
    const elsewhere = [
      `${team.outsider.id}/${team.otherEvent.id}/gifts/${fileName()}`,
      `${team.outsider.id}/${team.otherEvent.id}/photos/${fileName()}`,
      `${team.editor.id}/${team.event.id}/photos/${fileName()}`,
      `${team.editor.id}/${team.event.id}/gifts/`,
      `${team.editor.id}/${team.event.id}/gifts/a/b.webp`,
      'https://example.com/x.webp',
    ]
    for (const path of elsewhere) expect((await set(path)).error?.code, path).toBe('23514')
    const own = `${team.editor.id}/${team.event.id}/gifts/${fileName()}`
    expect((await set(own)).error).toBeNull()
    expect((await sql(`select image_url from gifts where id = $1`, [gift]))[0].image_url).toBe(own)
  })

  it("takes the spec's empty image_url as no image, on insert and on update (SPEC §4, §7)", async () => {
    const created = await team.editor.db
      .from('gifts')
      .insert({ event_id: team.event.id, name: 'Plain vase', amount: 12, image_url: '' })
      .select('id, image_url')
      .single()
    expect(created.error).toBeNull()
    expect(created.data!.image_url).toBeNull()

    const gift = await addGift(team.event.id, 'Framed print')
    const own = `${team.editor.id}/${team.event.id}/gifts/${fileName()}`
    expect((await team.editor.db.from('gifts').update({ image_url: own }).eq('id', gift)).error).toBeNull()
    // 'Remove image' as the spec words it: the image is marked for removal with ''.
    const removed = await team.editor.db.from('gifts').update({ image_url: '' }).eq('id', gift).select('image_url')
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual([{ image_url: null }])

    // The public page reads both as gifts without an image.
    const { data } = await guest().rpc('get_public_event', { p_ref: team.event.id }).single()
    const gifts = (data!.gifts as { id: string; image_url: string | null }[]).filter((g) =>
      [created.data!.id, gift].includes(g.id),
    )
    expect(gifts.map((g) => g.image_url)).toEqual([null, null])
  })

  it('still refuses a blank that is not empty, as any path outside the folder', async () => {
    const gift = await addGift(team.event.id, 'Candle')
    expect((await team.editor.db.from('gifts').update({ image_url: ' ' }).eq('id', gift)).error?.code).toBe('23514')
  })

  it("so an editor cannot publish another event's unpublished photo through a gift", async () => {
    const photo = `${team.outsider.id}/${team.otherEvent.id}/photos/${fileName()}`
    await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [photo])
    const created = await team.editor.db
      .from('gifts')
      .insert({ event_id: team.event.id, name: 'Trojan horse', amount: 1, image_url: photo })
    expect(created.error?.code).toBe('23514')
    expect((await guest().storage.from('media').createSignedUrl(photo, 60)).error).not.toBeNull()
  })
})
