import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, setModules, setUploadsOpen, uploadCode, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts, INVALID_CODE, otherCode, TOO_MANY } from '../support/guest-attempts.ts'
import { storeObject } from '../support/sql-as-role.ts'
import { guest } from '../support/typed-clients.ts'

// The upload page: check_upload_code, authorize_photo_uploads and record_photo_uploads, each
// with the page's event reference (id, slug or custom domain) and the event's code.

const DISABLED = { code: 'EV002', message: "L'upload est désactivé.", hint: 'upload_disabled' }
const names = (n: number) => Array.from({ length: n }, (_, i) => `IMG_${i}.webp`)

describe('check_upload_code', () => {
  let team: Team
  let code: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
  })
  beforeEach(() => forgetAttempts(team.event.id))

  const check = (p_code: string, p_event_ref = team.event.id) =>
    guest().rpc('check_upload_code', { p_event_ref, p_code })

  it('opens the event of the reference and its code, by id or slug, without anything private', async () => {
    const names = {
      event_id: team.event.id,
      name: 'Test wedding',
      type: 'wedding',
      spouse1: 'Camille',
      spouse2: 'Alex',
    }
    expect(await check(code)).toMatchObject({ error: null, data: { ...names, person: null } })
    expect(await check(code, team.event.slug!.toUpperCase())).toMatchObject({ error: null, data: names })
  })

  it.each([
    { what: 'seven characters', input: () => `${code}A` },
    { what: 'five characters', input: () => code.slice(0, 5) },
    { what: 'the code in lower case', input: () => code.toLowerCase() },
    { what: 'surrounding blanks', input: () => ` ${code}` },
    { what: 'a pattern', input: () => '%' },
    { what: 'an empty string', input: () => '' },
    { what: 'an unknown code', input: () => otherCode(code) },
  ])("answers 'Code invalide' for $what", async ({ input }) => {
    const { data, error } = await check(input())
    expect(data).toBeNull()
    expect(error).toMatchObject(INVALID_CODE)
  })

  it("answers another event's code, an unknown event and closed uploads alike until the code is right", async () => {
    const other = await createTeam({ uploadsOpen: true })
    expect((await check(await uploadCode(other.event.id))).error).toMatchObject(INVALID_CODE)
    expect((await check(code, other.event.id)).error).toMatchObject(INVALID_CODE)
    expect((await check(code, 'no-such-event')).error).toMatchObject(INVALID_CODE)
    await setUploadsOpen(team.event.id, false)
    try {
      expect((await check(otherCode(code))).error).toMatchObject(INVALID_CODE)
      expect((await check(code)).error).toMatchObject(DISABLED)
    } finally {
      await setUploadsOpen(team.event.id, true)
    }
  })

  it("answers 'L'upload est désactivé.' to the right code when uploads are closed or photo sharing is off", async () => {
    await setUploadsOpen(team.event.id, false)
    expect((await check(code)).error).toMatchObject(DISABLED)
    await setUploadsOpen(team.event.id, true)
    await setModules(team.event.id, { 'photo-sharing': false })
    expect((await check(code)).error).toMatchObject(DISABLED)
    await setModules(team.event.id, { 'photo-sharing': true })
    expect((await check(code)).error).toBeNull()
  })

  it("refuses a guesser's wrong codes past 10 in 15 minutes, in French; the right code still opens", async () => {
    for (let i = 0; i < 10; i++) expect((await check(otherCode(code))).error).toMatchObject(INVALID_CODE)
    const { data, error } = await check(otherCode(code))
    expect(data).toBeNull()
    expect(error).toMatchObject({ ...TOO_MANY, message: 'Trop de tentatives. Réessayez dans 15 minutes.' })
    expect((await check(code)).error).toBeNull()
    // The refused one counts too: a guesser who keeps going keeps the window open.
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from private.guest_attempts where kind = 'upload_code' and scope = $1`,
      [team.event.id],
    )
    expect(n).toBe(11)
  })

  it('caps wrong codes for the whole event, whoever sends them; the right code still opens', async () => {
    await sql(
      `insert into private.guest_attempts (kind, scope, client)
       select 'upload_code', $1, 'elsewhere-' || i from generate_series(1, 200) i`,
      [team.event.id],
    )
    expect((await check(otherCode(code))).error).toMatchObject(TOO_MANY)
    expect((await check(code)).error).toBeNull()
    // Other events are not affected.
    const other = await createTeam({ uploadsOpen: true })
    expect((await check(otherCode(await uploadCode(other.event.id)), other.event.id)).error).toMatchObject(INVALID_CODE)
  })

  it('forgets wrong codes after the window', async () => {
    for (let i = 0; i < 10; i++) await check(otherCode(code))
    await sql(`update private.guest_attempts set at = at - interval '16 minutes' where scope = $1`, [team.event.id])
    expect((await check(code)).error).toBeNull()
  })
})

describe('rotate_upload_code', () => {
  it('gives members a new code; the old one fails at once, also for paths it handed out', async () => {
    const team = await createTeam({ uploadsOpen: true })
    const old = await uploadCode(team.event.id)
    const { data: granted } = await guest().rpc('authorize_photo_uploads', {
      p_event_ref: team.event.id,
      p_code: old,
      p_file_names: ['a.webp'],
    })
    const { data: fresh, error } = await team.editor.db.rpc('rotate_upload_code', { p_event_id: team.event.id })
    expect(error).toBeNull()
    expect(fresh).toMatch(/^[A-Z0-9]{6}$/)
    expect(fresh).not.toBe(old)
    expect(await uploadCode(team.event.id)).toBe(fresh)
    const check = (p_code: string) => guest().rpc('check_upload_code', { p_event_ref: team.event.id, p_code })
    expect((await check(old)).error).toMatchObject(INVALID_CODE)
    expect((await check(fresh!)).error).toBeNull()
    await expect(storeObject({ role: 'anon' }, (granted as string[])[0])).rejects.toThrow(/row-level security/)
  })

  it('is refused to guests, outsiders and other events’ members', async () => {
    const team = await createTeam({ uploadsOpen: true })
    const before = await uploadCode(team.event.id)
    expect((await guest().rpc('rotate_upload_code', { p_event_id: team.event.id })).error).not.toBeNull()
    expect((await team.outsider.db.rpc('rotate_upload_code', { p_event_id: team.event.id })).error).toMatchObject({
      code: 'EV012',
    })
    expect(await uploadCode(team.event.id)).toBe(before)
  })
})

describe('authorize_photo_uploads and record_photo_uploads', () => {
  let team: Team
  let code: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
  })
  beforeEach(() => forgetAttempts(team.event.id))

  const authorize = async (files: string[], p_code = code, p_event_ref = team.event.id) => {
    const { data, error } = await guest().rpc('authorize_photo_uploads', { p_event_ref, p_code, p_file_names: files })
    return { data: data as string[] | null, error }
  }
  const record = (paths: string[], p_code = code, p_event_ref = team.event.id) =>
    guest().rpc('record_photo_uploads', {
      p_event_ref,
      p_code,
      p_paths: paths,
      p_uploader_name: '  Tante Jeanne ',
      p_caption: 'Le gâteau',
    })
  /** What a guest's upload session does: get paths, store each file, record them. */
  const uploaded = async (n: number) => {
    const { data: paths } = await authorize(names(n))
    for (const path of paths!) await storeObject({ role: 'anon' }, path)
    return paths!
  }

  it('grants one unguessable path per file in the event creator’s photos folder, for ten minutes', async () => {
    const { data, error } = await authorize(['Mon beau gâteau (1).JPG', '../../escape.png', ''])
    expect(error).toBeNull()
    const prefix = `${team.owner.id}/${team.event.id}/photos/`
    expect(data).toHaveLength(3)
    for (const path of data!) expect(path.startsWith(prefix)).toBe(true)
    expect(data![0]).toMatch(/\/\d{13}-[0-9a-f]{12}-Mon-beau-g-teau-1-\.JPG$/)
    expect(data![1]).toMatch(/-escape\.png$/)
    expect(data![2]).toMatch(/-photo$/)
    expect(new Set(data).size).toBe(3)
    const [{ minutes }] = await sql<{ minutes: number }>(
      `select round(extract(epoch from (expires_at - now())) / 60)::int as minutes
       from private.photo_upload_grants where path = $1`,
      [data![0]],
    )
    expect(minutes).toBe(10)
  })

  it('accepts 1 and 100 files, refuses 0 and 101', async () => {
    expect((await authorize(names(1))).data).toHaveLength(1)
    expect((await authorize(names(100))).data).toHaveLength(100)
    expect((await authorize([])).error).toMatchObject({ code: 'EV006', message: 'Please select at least one photo' })
    expect((await authorize(names(101))).error).toMatchObject({
      code: 'EV006',
      message: 'At most 100 photos can be uploaded at once',
    })
  })

  it('refuses a bad code or another event before anything else', async () => {
    expect((await authorize(names(1), code.toLowerCase())).error).toMatchObject(INVALID_CODE)
    expect((await authorize(names(1), code, team.otherEvent.id)).error).toMatchObject(INVALID_CODE)
    expect((await record(['x'], `${code}1`)).error).toMatchObject(INVALID_CODE)
  })

  it('records uploaded photos as private rows with one photo_upload activity', async () => {
    const paths = await uploaded(3)
    const { data, error } = await record(paths)
    expect(error).toBeNull()
    // The count, and that the photos wait for the team (the event does not auto-publish).
    expect(data).toEqual({ count: 3, published: false })
    const rows = await sql(
      `select url, uploader_name, caption, public from photos where url = any($1::text[]) order by url`,
      [paths],
    )
    expect(rows).toEqual(
      [...paths].sort().map((url) => ({ url, uploader_name: 'Tante Jeanne', caption: 'Le gâteau', public: false })),
    )
    const activity = await sql(`select data from event_activity where event_id = $1 and type = 'photo_upload'`, [
      team.event.id,
    ])
    expect(activity).toContainEqual({ data: { uploader_name: 'Tante Jeanne', photo_count: 3 } })
  })

  it('records 100 photos in one call and refuses 101', async () => {
    const paths = await uploaded(100)
    expect((await record([...paths, `${paths[0]}-again`])).error).toMatchObject({ code: 'EV006' })
    expect((await record(paths)).data).toEqual({ count: 100, published: false })
  })

  it('refuses paths that were not granted, granted to another event, or already recorded', async () => {
    const [path] = await uploaded(1)
    const forged = path.replace(/[^/]+$/, 'forged.webp')
    await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [forged])
    expect((await record([forged])).error).toMatchObject({
      code: 'EV007',
      hint: 'upload_not_authorised',
      details: forged,
    })

    const other = await createTeam({ uploadsOpen: true })
    const otherEventCode = await uploadCode(other.event.id)
    const { data: otherPaths } = await authorize(names(1), otherEventCode, other.event.id)
    await storeObject({ role: 'anon' }, otherPaths![0])
    expect((await record(otherPaths!)).error).toMatchObject({ code: 'EV007' })

    expect((await record([path])).error).toBeNull()
    expect((await record([path])).error).toMatchObject({ code: 'EV007' })
  })

  it('refuses a granted path whose file was never stored', async () => {
    const { data } = await authorize(names(1))
    expect((await record(data!)).error).toMatchObject({ code: 'EV008', hint: 'upload_missing' })
  })

  it('opens one upload per grant, within its ten minutes', async () => {
    const { data } = await authorize(names(2))
    await storeObject({ role: 'anon' }, data![0])
    await sql(`delete from storage.objects where bucket_id = 'media' and name = $1`, [data![0]])
    await expect(storeObject({ role: 'anon' }, data![0])).rejects.toThrow(/row-level security/)
    await sql(`update private.photo_upload_grants set expires_at = now() - interval '1 second' where path = $1`, [
      data![1],
    ])
    await expect(storeObject({ role: 'anon' }, data![1])).rejects.toThrow(/row-level security/)
  })

  it('stops recording once uploads are closed', async () => {
    const paths = await uploaded(1)
    await setUploadsOpen(team.event.id, false)
    try {
      expect((await record(paths)).error).toMatchObject(DISABLED)
    } finally {
      await setUploadsOpen(team.event.id, true)
    }
  })
})
