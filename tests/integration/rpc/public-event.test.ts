import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGift, addGuest, addPhoto, createTeam, setModules, type Team } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// get_public_event: what /{slug} shows, and nothing else.

describe('get_public_event', () => {
  let team: Team
  let domain: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    await addGuest(team.event.id, 'Secret Guest', { email: 'secret@example.test' })
    await addGift(team.event.id, 'Kettle')
    await addGift(team.event.id, 'Teapot', 'purchased')
    await addPhoto(team.event, { public: true })
    await addPhoto(team.event, { public: false })
    domain = `${randomUUID().slice(0, 8)}.example.net`
    await sql(`insert into custom_domains (event_id, domain) values ($1, $2)`, [team.event.id, domain])
  })

  const load = async (ref: string) => {
    const { data, error } = await guest().rpc('get_public_event', { p_ref: ref }).maybeSingle()
    expect(error).toBeNull()
    return data
  }

  it('finds the event by slug in any case, by id, and by custom domain', async () => {
    expect((await load(team.event.slug!.toUpperCase()))?.id).toBe(team.event.id)
    expect((await load(` ${team.event.slug!} `))?.id).toBe(team.event.id)
    expect((await load(team.event.id))?.id).toBe(team.event.id)
    expect((await load(domain.toUpperCase()))?.id).toBe(team.event.id)
  })

  it('answers no row for an unknown reference', async () => {
    expect(await load('no-such-event')).toBeNull()
    expect(await load(randomUUID())).toBeNull()
    expect(await load('unknown.example.org')).toBeNull()
    expect(await load('')).toBeNull()
  })

  it('returns the public fields only: no upload code, guests, e-mails or team', async () => {
    const event = await load(team.event.id)
    expect(Object.keys(event!).sort()).toEqual(
      [
        'date',
        'gifts',
        'id',
        'location',
        'moduleActivation',
        'name',
        'person',
        'photo_uploads_open',
        'photos',
        'rsvp_deadline',
        'siteContent',
        'slug',
        'spouse1',
        'spouse2',
        'table_plan_published',
        'type',
        'websiteSettings',
      ].sort(),
    )
    const text = JSON.stringify(event)
    const code = (team.event.photoSharingSettings as { upload_code: string }).upload_code
    // The creator's id does appear, as the first folder of public photo paths (SPEC §3 layout).
    for (const secret of [
      code,
      'Secret Guest',
      'secret@example.test',
      team.owner.email,
      team.editor.email,
      team.editor.id,
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(event!.photo_uploads_open).toBe(true)
  })

  it('lists every gift with its status, and public photos only', async () => {
    const event = await load(team.event.id)
    const gifts = event!.gifts as { name: string; status: string }[]
    // Both gifts may share a creation time (the embedded database's clock counts milliseconds), so
    // their order is the ids'; what matters here is that both come, with their status.
    expect(gifts.map((g) => [g.name, g.status]).sort()).toEqual([
      ['Kettle', 'available'],
      ['Teapot', 'purchased'],
    ])
    // image_files: which public copies the image has (issue 23), none here.
    expect(Object.keys(gifts[0]).sort()).toEqual([
      'amount',
      'description',
      'id',
      'image_files',
      'image_url',
      'name',
      'status',
    ])
    const photos = event!.photos as { url: string }[]
    expect(photos).toHaveLength(1)
    expect(Object.keys(photos[0]).sort()).toEqual(['caption', 'files', 'id', 'uploaded_at', 'uploader_name', 'url'])
    expect(photos[0]).toMatchObject({ files: [] })
  })

  it('hides gifts and photos of disabled modules', async () => {
    await setModules(team.event.id, { gifts: false, 'photo-sharing': false })
    try {
      const event = await load(team.event.id)
      expect(event!.gifts).toEqual([])
      expect(event!.photos).toEqual([])
      expect(event!.photo_uploads_open).toBe(false)
      expect(event!.moduleActivation).toMatchObject({ gifts: false, 'photo-sharing': false })
    } finally {
      await setModules(team.event.id, { gifts: true, 'photo-sharing': true })
    }
  })
})
