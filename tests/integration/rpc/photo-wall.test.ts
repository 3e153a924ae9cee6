import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anon, sql } from '../support/clients.ts'
import { addPhoto, createTeam, setModules, uploadCode, type Team } from '../support/event-fixtures.ts'
import { asRole, storeObject } from '../support/sql-as-role.ts'
import { guest } from '../support/typed-clients.ts'
import { Inbox } from '../../../supabase/local/testing/realtime-helpers.ts'

// The room's photo wall (/{slugOrId}/live) reads get_photo_wall and hears a nudge on the private
// topic photo-wall:{eventId} (anyone listens, only the database sends). Written as the attacks: an anonymous caller on the wall's route and
// channel must learn nothing of an unpublished photo, neither its row nor its file.

type Wall = { event_id: string; photos: { id: string; url: string; published_at: string }[]; ids: string[] }

const wall = async (ref: string, since?: string) => {
  const { data, error } = await guest().rpc('get_photo_wall', { p_ref: ref, ...(since ? { p_since: since } : {}) })
  if (error) throw new Error(error.message)
  return data as unknown as Wall | null
}

const clients: SupabaseClient[] = []
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels()
})

/** An anonymous visitor joined on the wall's topic, hearing every broadcast on it. */
async function joinWall(eventId: string): Promise<{ heard: Inbox<{ event: string; payload: unknown }> }> {
  const c = anon()
  clients.push(c)
  const channel: RealtimeChannel = c.channel(`photo-wall:${eventId}`, { config: { private: true } })
  const heard = new Inbox<{ event: string; payload: unknown }>()
  channel.on('broadcast', { event: '*' }, (m: { event: string; payload: unknown }) => heard.push(m))
  const statuses = new Inbox<string>()
  channel.subscribe((status) => statuses.push(status))
  expect(await statuses.next((s) => s !== 'CLOSED', 5000)).toBe('SUBSCRIBED')
  return { heard }
}

describe('get_photo_wall', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('lists the published photos only, newest publication first, by id or slug', async () => {
    const hidden = await addPhoto(team.event)
    const first = await addPhoto(team.event, { public: true })
    const second = await addPhoto(team.event)
    await sql(`update public.photos set public = true where id = $1`, [second])
    const byId = await wall(team.event.id)
    expect(byId!.event_id).toBe(team.event.id)
    expect(byId!.photos.map((p) => p.id)).toEqual([second, first])
    expect(byId!.ids).toEqual([second, first])
    expect(JSON.stringify(byId)).not.toContain(hidden)
    expect((await wall(team.event.slug!))!.ids).toEqual([second, first])
    expect(Object.keys(byId!.photos[0]).sort()).toEqual(['caption', 'id', 'published_at', 'uploader_name', 'url'])
  })

  it('answers what was published after `since`, and every published id so that an unpublished one is dropped', async () => {
    const before = await wall(team.event.id)
    const since = before!.photos[0].published_at
    const fresh = await addPhoto(team.event, { public: true })
    const later = await wall(team.event.id, since)
    expect(later!.photos.map((p) => p.id)).toEqual([fresh])
    await sql(`update public.photos set public = false where id = $1`, [fresh])
    const after = await wall(team.event.id, since)
    expect(after!.photos).toEqual([])
    expect(after!.ids).not.toContain(fresh)
  })

  it('stamps the publication itself: a member cannot forge it, unpublishing clears it', async () => {
    const id = await addPhoto(team.event)
    const { error } = await team.editor.db
      .from('photos')
      .update({ public: true, published_at: '2000-01-01T00:00:00Z' })
      .eq('id', id)
    expect(error).toBeNull()
    const [row] = await sql<{ published_at: Date }>(`select published_at from photos where id = $1`, [id])
    expect(row.published_at.getFullYear()).toBeGreaterThan(2000)
    await team.editor.db.from('photos').update({ public: false }).eq('id', id)
    expect(await sql(`select published_at from photos where id = $1`, [id])).toEqual([{ published_at: null }])
  })

  it('answers null for an unknown event, and nothing while photo sharing is off', async () => {
    expect(await wall('no-such-event')).toBeNull()
    await setModules(team.event.id, { 'photo-sharing': false })
    try {
      expect(await wall(team.event.id)).toEqual({ event_id: team.event.id, photos: [], ids: [] })
    } finally {
      await setModules(team.event.id, { 'photo-sharing': true })
    }
  })
})

describe('attack: reading an unpublished photo from the wall', () => {
  let team: Team
  let hidden: string
  let hiddenPath: string
  beforeAll(async () => {
    team = await createTeam()
    hidden = await addPhoto(team.event)
    ;[{ url: hiddenPath }] = await sql<{ url: string }>(`select url from photos where id = $1`, [hidden])
    await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [hiddenPath])
  })

  it("gets neither its row from the wall's function nor the table", async () => {
    expect(JSON.stringify(await wall(team.event.id))).not.toContain(hidden)
    expect(JSON.stringify(await wall(team.event.id, '1970-01-01T00:00:00Z'))).not.toContain(hidden)
    const { data } = await guest().from('photos').select('*').eq('id', hidden)
    expect(data ?? []).toEqual([])
    await expect(
      asRole({ role: 'anon' }, (query) => query(`select 1 from public.photos where id = $1`, [hidden])),
    ).rejects.toThrow(/permission denied/)
  })

  it('cannot read or sign its file', async () => {
    const seen = await asRole({ role: 'anon' }, (query) =>
      query(`select 1 from storage.objects where bucket_id = 'media' and name = $1`, [hiddenPath]),
    )
    expect(seen.rowCount).toBe(0)
    const { data, error } = await anon().storage.from('media').createSignedUrl(hiddenPath, 60)
    expect(data).toBeNull()
    expect(error).not.toBeNull()
    const download = await anon().storage.from('media').download(hiddenPath)
    expect(download.data).toBeNull()
  })

  it("hears no word of it on the wall's channel, and of a publication only a bare nudge", async () => {
    const { heard } = await joinWall(team.event.id)
    await addPhoto(team.event)
    await sql(`update public.photos set caption = 'secret' where id = $1`, [hidden])
    await sql(`delete from public.photos where event_id = $1 and not public and id <> $2`, [team.event.id, hidden])
    // The barrier: a publication is heard, and it is the only thing heard.
    const shown = await addPhoto(team.event, { public: true })
    const nudge = await heard.next(() => true, 5000, 'the nudge')
    expect(nudge).toMatchObject({ event: 'photos-changed', payload: {} })
    expect(heard.items).toHaveLength(1)
    expect(JSON.stringify(heard.items)).not.toContain(hidden)
    expect(JSON.stringify(heard.items)).not.toContain(shown)
  })

  it('hears unpublishing and deleting a published photo, one nudge per statement', async () => {
    const { heard } = await joinWall(team.event.id)
    const a = await addPhoto(team.event, { public: true })
    const b = await addPhoto(team.event, { public: true })
    await heard.next(() => heard.items.length >= 2, 5000)
    await sql(`update public.photos set public = false where id = any($1::uuid[])`, [[a, b]])
    await heard.next(() => heard.items.length >= 3, 5000)
    await sql(`delete from public.photos where id = any($1::uuid[])`, [[a, b]])
    // Deleting unpublished photos says nothing; the next publication is the barrier.
    await addPhoto(team.event, { public: true })
    await heard.next(() => heard.items.length >= 4, 5000)
    expect(heard.items).toHaveLength(4)
  })

  it("hears nothing of another event's photos", async () => {
    const { heard } = await joinWall(team.otherEvent.id)
    await addPhoto(team.event, { public: true })
    await addPhoto(team.otherEvent, { public: true })
    await heard.next(() => true, 5000)
    expect(heard.items).toHaveLength(1)
  })

  it('gets no change of the photos table through postgres_changes either', async () => {
    const c = anon()
    clients.push(c)
    const changes = new Inbox<unknown>()
    const statuses = new Inbox<string>()
    const channel = c
      .channel(`spy-${randomUUID()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'photos' }, (p) => changes.push(p))
    channel.subscribe((status) => statuses.push(status))
    await statuses.next((s) => s !== 'CLOSED', 5000)
    const { heard } = await joinWall(team.event.id)
    await sql(`update public.photos set caption = 'still secret' where id = $1`, [hidden])
    await addPhoto(team.event, { public: true })
    await heard.next(() => true, 5000)
    expect(changes.items).toEqual([])
  })
})

describe("'Auto-publish guest photos'", () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
  })

  const settings = async () => {
    const [row] = await sql<{ s: Record<string, unknown> }>(
      `select "photoSharingSettings" as s from public.events where id = $1`,
      [team.event.id],
    )
    return row.s
  }
  const setAuto = (db: SupabaseClient, value: unknown) =>
    db
      .from('events')
      .update({ photoSharingSettings: { ...({} as Record<string, unknown>), auto_publish: value } })
      .eq('id', team.event.id)
      .select('id')

  /** A guest's whole upload: grant, store, record. */
  async function guestUpload(): Promise<string> {
    const code = await uploadCode(team.event.id)
    const { data: paths } = await guest().rpc('authorize_photo_uploads', {
      p_event_ref: team.event.id,
      p_code: code,
      p_file_names: ['IMG_1.webp'],
    })
    const path = (paths as string[])[0]
    await storeObject({ role: 'anon' }, path)
    const { data, error } = await guest().rpc('record_photo_uploads', {
      p_event_ref: team.event.id,
      p_code: code,
      p_paths: [path],
      p_uploader_name: 'Tante Jeanne',
    })
    expect(error).toBeNull()
    // The upload page's thanks say whether the photos are on the page already.
    expect(data).toEqual({ count: 1, published: (await settings()).auto_publish === true })
    return path
  }

  it('is off by default: a guest upload stays private', async () => {
    expect((await settings()).auto_publish).toBeUndefined()
    const path = await guestUpload()
    expect(await sql(`select public, published_at from photos where url = $1`, [path])).toEqual([
      { public: false, published_at: null },
    ])
  })

  it('when an organiser turns it on, a guest upload is published at once and reaches the wall', async () => {
    const { heard } = await joinWall(team.event.id)
    const { data, error } = await setAuto(team.editor.db, true)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(await settings()).toMatchObject({ auto_publish: true, public: true })
    const path = await guestUpload()
    await heard.next(() => true, 5000, 'the nudge')
    const live = await wall(team.event.id)
    expect(live!.photos[0].url).toBe(path)
    // The organiser can still take it off the wall.
    await team.owner.db.from('photos').update({ public: false }).eq('url', path)
    expect((await wall(team.event.id))!.photos.map((p) => p.url)).not.toContain(path)
  })

  it('cannot be switched by a guest or an outsider, nor set to anything but a boolean; the code stays', async () => {
    const before = await settings()
    expect((await setAuto(guest() as unknown as SupabaseClient, false)).data ?? []).toEqual([])
    expect((await setAuto(team.outsider.db, false)).data ?? []).toEqual([])
    await setAuto(team.owner.db, 'yes')
    await team.owner.db
      .from('events')
      .update({ photoSharingSettings: { upload_code: 'AAAAAA', auto_publish: true, public: true } })
      .eq('id', team.event.id)
    expect(await settings()).toEqual(before)
    expect(
      (
        await sql(`select 1 from events where id = $1 and "photoSharingSettings" ->> 'upload_code' = 'AAAAAA'`, [
          team.event.id,
        ])
      ).length,
    ).toBe(0)
  })
})
