import { beforeAll, describe, expect, it } from 'vitest'
import type { TablesUpdate } from '../../../kernel/generated/database.types.ts'
import { sql } from '../support/clients.ts'
import { createEvent, createTeam, createUser, createUsers, uniqueSlug, type Team } from '../support/event-fixtures.ts'

describe('event creation', () => {
  it('makes the creator owner, with a fresh private upload code whatever the client sent', async () => {
    const [me, other] = await createUsers(2)
    const { data, error } = await me.db
      .from('events')
      .insert({
        type: 'wedding',
        name: 'Our day',
        slug: uniqueSlug(),
        user_id: other.id,
        photoSharingSettings: { upload_code: 'AAAAAA', public: true },
      })
      .select()
      .single()
    expect(error).toBeNull()
    expect(data!.user_id).toBe(me.id)
    const settings = data!.photoSharingSettings as { upload_code: string; public: boolean }
    expect(settings.public).toBe(false)
    expect(settings.upload_code).toMatch(/^[A-Z0-9]{6}$/)
    expect(settings.upload_code).not.toBe('AAAAAA')
    expect(data!.moduleActivation).toEqual({ guests: true, todos: true, gifts: true, 'photo-sharing': true })
    expect(data!.websiteSettings).toEqual({})
    const members = await sql(`select user_id, role, status from event_users where event_id = $1`, [data!.id])
    expect(members).toEqual([{ user_id: me.id, role: 'owner', status: 'active' }])
  })

  it('draws distinct codes from the whole alphabet', async () => {
    const rows = await sql<{ code: string }>(
      `select private.generate_upload_code() as code from generate_series(1, 300)`,
    )
    const codes = rows.map((r) => r.code)
    expect(codes.every((c) => /^[A-Z0-9]{6}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(codes.join('')).size).toBeGreaterThan(30)
  })
})

describe('event fields only a global admin changes', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const sensitive = [
    { field: 'type', value: 'birthday' },
    { field: 'date', value: '2031-06-01T14:00:00+00:00' },
    { field: 'moduleActivation', value: { guests: true, todos: false, gifts: true, 'photo-sharing': true } },
  ] as const

  for (const { field, value } of sensitive) {
    it.each(['editor', 'owner'] as const)(`refuses ${field} from the %s`, async (role) => {
      const { error } = await team[role].db
        .from('events')
        .update({ [field]: value } as TablesUpdate<'events'>)
        .eq('id', team.event.id)
      expect(error?.code).toBe('42501')
      expect(error?.message).toBe('Only a global admin can change the type, date or modules of an event')
    })

    it(`lets a global admin change ${field}`, async () => {
      const { error } = await team.admin.db
        .from('events')
        .update({ [field]: value } as TablesUpdate<'events'>)
        .eq('id', team.event.id)
      expect(error).toBeNull()
      const [row] = await sql(`select "${field}" as v from events where id = $1`, [team.event.id])
      expect(JSON.parse(JSON.stringify(row.v))).toEqual(field === 'date' ? '2031-06-01T14:00:00.000Z' : value)
    })
  }

  it('lets editors change the content fields', async () => {
    const patch = { name: 'New name', location: 'Lyon', spouse1: 'Camille', websiteSettings: { theme: 'dark' } }
    const { error } = await team.editor.db.from('events').update(patch).eq('id', team.event.id)
    expect(error).toBeNull()
    const [row] = await sql(`select name, location, "websiteSettings" from events where id = $1`, [team.event.id])
    expect(row).toEqual({ name: 'New name', location: 'Lyon', websiteSettings: { theme: 'dark' } })
  })

  it('lets members open uploads but never swap the upload code', async () => {
    const [before] = await sql<{ code: string }>(
      `select "photoSharingSettings"->>'upload_code' as code from events where id = $1`,
      [team.event.id],
    )
    const { error } = await team.owner.db
      .from('events')
      .update({ photoSharingSettings: { upload_code: 'ZZZZZZ', public: true } })
      .eq('id', team.event.id)
    expect(error).toBeNull()
    const [after] = await sql(`select "photoSharingSettings" as s from events where id = $1`, [team.event.id])
    expect(after.s).toEqual({ upload_code: before.code, public: true })
  })

  it('keeps the creator', async () => {
    const { error } = await team.owner.db.from('events').update({ user_id: team.editor.id }).eq('id', team.event.id)
    expect(error?.code).toBe('42501')
  })
})

describe('slugs', () => {
  it('are unique whatever the case', async () => {
    const owner = await createUser()
    const slug = uniqueSlug('Case')
    await createEvent(owner, { slug })
    const { error } = await owner.db.from('events').insert({ type: 'other', slug: slug.toLowerCase() })
    expect(error?.code).toBe('23505')
  })

  it.each([
    'admin',
    'login',
    'api',
    '404',
    'a.b',
    'with space',
    '-dash',
    'ab/cd',
    '0b7f6c1e-2d7c-4a8e-9a51-6a3c3b7e9f10',
  ])('refuse %s', async (slug) => {
    const owner = await createUser()
    const { error } = await owner.db.from('events').insert({ type: 'other', slug })
    expect(error?.code).toBe('23514')
  })

  it('can be checked against every event through is_slug_available', async () => {
    const [owner, stranger] = await createUsers(2)
    const event = await createEvent(owner, { slug: uniqueSlug('taken') })
    const check = (p_slug: string, p_event_id?: string) => stranger.db.rpc('is_slug_available', { p_slug, p_event_id })
    expect((await check(event.slug!.toUpperCase())).data).toBe(false)
    expect((await check(uniqueSlug('free'))).data).toBe(true)
    expect((await check('admin')).data).toBe(false)
    expect((await owner.db.rpc('is_slug_available', { p_slug: event.slug!, p_event_id: event.id })).data).toBe(true)
  })
})

describe('deleting an event', () => {
  it('removes everything that belongs to it', async () => {
    const team = await createTeam()
    const id = team.event.id
    for (const statement of [
      `insert into todos (event_id, name) values ($1, 'Todo')`,
      `insert into guests (event_id, name) values ($1, 'Guest')`,
      `insert into gifts (event_id, name) values ($1, 'Gift')`,
      `insert into custom_domains (event_id, domain) values ($1, left($1::uuid::text, 8) || '.example.org')`,
      `insert into table_plans (event_id) values ($1)`,
      `insert into event_activity (event_id, type) values ($1, 'rsvp')`,
      `insert into notifications (user_id, event_id, type) values ($2, $1, 'guest_rsvp')`,
    ]) {
      await sql(statement, statement.includes('$2') ? [id, team.owner.id] : [id])
    }
    const { error } = await team.owner.db.rpc('delete_event', { p_event_id: id })
    expect(error).toBeNull()
    const [left] = await sql<{ n: number }>(
      `select (select count(*) from todos where event_id = $1) + (select count(*) from guests where event_id = $1)
            + (select count(*) from gifts where event_id = $1) + (select count(*) from custom_domains where event_id = $1)
            + (select count(*) from table_plans where event_id = $1) + (select count(*) from event_activity where event_id = $1)
            + (select count(*) from notifications where event_id = $1) + (select count(*) from event_users where event_id = $1) as n`,
      [id],
    )
    expect(Number(left.n)).toBe(0)
  })
})

describe('realtime', () => {
  it('publishes notifications and event_activity', async () => {
    const rows = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
    )
    expect(rows.map((r) => r.tablename)).toEqual(expect.arrayContaining(['event_activity', 'notifications']))
  })
})
