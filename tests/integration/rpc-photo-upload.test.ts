import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, setModules, setUploadsOpen, uploadCode, type Team } from '../support/event-fixtures.ts'
import { storeObject } from '../support/sql-as-role.ts'
import { guest } from '../support/typed-clients.ts'

// The upload page: check_upload_code, authorize_photo_uploads and record_photo_uploads.

const INVALID = { code: 'EV001', message: 'Code invalide', hint: 'invalid_upload_code' }
const DISABLED = { code: 'EV002', message: "L'upload est désactivé.", hint: 'upload_disabled' }
const names = (n: number) => Array.from({ length: n }, (_, i) => `IMG_${i}.webp`)

describe('check_upload_code', () => {
  let team: Team
  let code: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
  })

  const check = (p_code: string) => guest().rpc('check_upload_code', { p_code })

  it('opens the event of a valid code, without the code or anything private', async () => {
    const { data, error } = await check(code)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        event_id: team.event.id,
        name: 'Test wedding',
        type: 'wedding',
        spouse1: 'Camille',
        spouse2: 'Alex',
        person: null,
      },
    ])
  })

  it.each([
    { what: 'seven characters', input: () => `${code}A` },
    { what: 'five characters', input: () => code.slice(0, 5) },
    { what: 'the code in lower case', input: () => code.toLowerCase() },
    { what: 'surrounding blanks', input: () => ` ${code}` },
    { what: 'a pattern', input: () => '%' },
    { what: 'an empty string', input: () => '' },
    { what: 'an unknown code', input: () => (code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ') },
  ])("answers 'Code invalide' for $what", async ({ input }) => {
    const { data, error } = await check(input())
    expect(data).toBeNull()
    expect(error).toMatchObject(INVALID)
  })

  it("answers 'L'upload est désactivé.' when uploads are closed or photo sharing is off", async () => {
    await setUploadsOpen(team.event.id, false)
    expect((await check(code)).error).toMatchObject(DISABLED)
    await setUploadsOpen(team.event.id, true)
    await setModules(team.event.id, { 'photo-sharing': false })
    expect((await check(code)).error).toMatchObject(DISABLED)
    await setModules(team.event.id, { 'photo-sharing': true })
    expect((await check(code)).error).toBeNull()
  })
})

describe('authorize_photo_uploads and record_photo_uploads', () => {
  let team: Team
  let code: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
  })

  const authorize = (files: string[], p_code = code) =>
    guest().rpc('authorize_photo_uploads', { p_code, p_file_names: files })
  const record = (paths: string[], p_code = code) =>
    guest().rpc('record_photo_uploads', {
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

  it('grants one unguessable path per file in the event creator’s photos folder', async () => {
    const { data, error } = await authorize(['Mon beau gâteau (1).JPG', '../../escape.png', ''])
    expect(error).toBeNull()
    const prefix = `${team.owner.id}/${team.event.id}/photos/`
    expect(data).toHaveLength(3)
    for (const path of data!) expect(path.startsWith(prefix)).toBe(true)
    expect(data![0]).toMatch(/\/\d{13}-[0-9a-f]{12}-Mon-beau-g-teau-1-\.JPG$/)
    expect(data![1]).toMatch(/-escape\.png$/)
    expect(data![2]).toMatch(/-photo$/)
    expect(new Set(data).size).toBe(3)
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

  it('refuses a bad code before anything else', async () => {
    expect((await authorize(names(1), code.toLowerCase())).error).toMatchObject(INVALID)
    expect((await record(['x'], `${code}1`)).error).toMatchObject(INVALID)
  })

  it('records uploaded photos as private rows with one photo_upload activity', async () => {
    const paths = await uploaded(3)
    const { data, error } = await record(paths)
    expect(error).toBeNull()
    expect(data).toBe(3)
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
    expect((await record(paths)).data).toBe(100)
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
    const otherCode = await uploadCode(other.event.id)
    const { data: otherPaths } = await authorize(names(1), otherCode)
    await storeObject({ role: 'anon' }, otherPaths![0])
    expect((await record(otherPaths!)).error).toMatchObject({ code: 'EV007' })

    expect((await record([path])).error).toBeNull()
    expect((await record([path])).error).toMatchObject({ code: 'EV007' })
  })

  it('refuses a granted path whose file was never stored', async () => {
    const { data } = await authorize(names(1))
    expect((await record(data!)).error).toMatchObject({ code: 'EV008', hint: 'upload_missing' })
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
