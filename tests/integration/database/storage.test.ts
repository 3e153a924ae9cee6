import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, uploadCode, setUploadsOpen, type Team } from '../support/event-fixtures.ts'
import { asRole, removeObjects, storeObject, type Claims } from '../support/sql-as-role.ts'
import { guest } from '../support/typed-clients.ts'

// storage.objects policies of bucket `media`, exercised as the storage service runs them: an
// insert, select or delete under the caller's role and JWT claims.

type Who = 'anon' | 'outsider' | 'editor' | 'owner' | 'admin'
const ANON: Claims = { role: 'anon' }
const claimsOf = (team: Team, who: Who): Claims => (who === 'anon' ? ANON : team[who].claims)
const file = () => `${Date.now()}-${randomUUID().slice(0, 8)}.webp`

async function canStore(claims: Claims, name: string, metadata?: Record<string, unknown>): Promise<boolean> {
  try {
    await storeObject(claims, name, 'media', metadata)
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return false
    throw error
  }
}

async function visible(claims: Claims, name: string): Promise<boolean> {
  const rows = await asRole(claims, (query) =>
    query(`select 1 from storage.objects where bucket_id = 'media' and name = $1`, [name]),
  )
  return rows.rowCount === 1
}

async function storedAsOwner(name: string): Promise<string> {
  await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [name])
  return name
}

describe('bucket media', () => {
  // Private: public URLs would bypass the policies; the app shows images through signed URLs.
  it('is private, limited to 10 MiB of JPEG, PNG or WebP', async () => {
    const [bucket] = await sql(
      `select public, file_size_limit::int, allowed_mime_types from storage.buckets where id = 'media'`,
    )
    expect(bucket).toEqual({
      public: false,
      file_size_limit: 10485760,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
    })
  })
})

describe('members write under their event folder', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const cases: { who: Who; path: (t: Team) => string; allowed: boolean; why: string }[] = [
    {
      who: 'editor',
      path: (t) => `${t.editor.id}/${t.event.id}/gifts/${file()}`,
      allowed: true,
      why: 'own folder, own event',
    },
    {
      who: 'owner',
      path: (t) => `${t.owner.id}/${t.event.id}/website/${file()}`,
      allowed: true,
      why: 'website background',
    },
    {
      who: 'editor',
      path: (t) => `${t.owner.id}/${t.event.id}/photos/${file()}`,
      allowed: true,
      why: "the event creator's folder",
    },
    { who: 'admin', path: (t) => `${t.admin.id}/${t.event.id}/gifts/${file()}`, allowed: true, why: 'global admin' },
    {
      who: 'editor',
      path: (t) => `${t.editor.id}/${t.otherEvent.id}/gifts/${file()}`,
      allowed: false,
      why: "another event's folder",
    },
    {
      who: 'editor',
      path: (t) => `${t.outsider.id}/${t.event.id}/gifts/${file()}`,
      allowed: false,
      why: "another user's folder",
    },
    {
      who: 'editor',
      path: (t) => `${t.editor.id}/${t.event.id}/secrets/${file()}`,
      allowed: false,
      why: 'an unknown folder',
    },
    { who: 'editor', path: (t) => `${t.editor.id}/${t.event.id}/${file()}`, allowed: false, why: 'no folder' },
    { who: 'editor', path: (t) => `${t.editor.id}/not-an-id/gifts/${file()}`, allowed: false, why: 'no event id' },
    {
      who: 'outsider',
      path: (t) => `${t.outsider.id}/${t.event.id}/gifts/${file()}`,
      allowed: false,
      why: 'not a member',
    },
    {
      who: 'anon',
      path: (t) => `${t.owner.id}/${t.event.id}/photos/${file()}`,
      allowed: false,
      why: 'no upload grant',
    },
  ]

  it.each(cases)('upload as $who to $why → allowed: $allowed', async ({ who, path, allowed }) => {
    expect(await canStore(claimsOf(team, who), path(team))).toBe(allowed)
  })

  it.each([
    { who: 'editor' as Who, allowed: true },
    { who: 'admin' as Who, allowed: true },
    { who: 'outsider' as Who, allowed: false },
    { who: 'anon' as Who, allowed: false },
  ])('read and remove an event file as $who → allowed: $allowed', async ({ who, allowed }) => {
    const name = await storedAsOwner(`${team.owner.id}/${team.event.id}/gifts/${file()}`)
    expect(await visible(claimsOf(team, who), name)).toBe(allowed)
    expect(await removeObjects(claimsOf(team, who), [name])).toBe(allowed ? 1 : 0)
  })

  it('lets members replace a file (upsert) but not outsiders', async () => {
    const name = await storedAsOwner(`${team.owner.id}/${team.event.id}/website/${file()}`)
    const touch = (claims: Claims) =>
      asRole(claims, (query) =>
        query(`update storage.objects set metadata = '{"size": 1}' where bucket_id = 'media' and name = $1`, [name]),
      )
    expect((await touch(team.outsider.claims)).rowCount).toBe(0)
    expect((await touch(team.editor.claims)).rowCount).toBe(1)
  })
})

describe('guests upload only the paths their code was granted', () => {
  let team: Team
  let code: string
  beforeAll(async () => {
    team = await createTeam({ uploadsOpen: true })
    code = await uploadCode(team.event.id)
  })

  const grant = async (names = ['photo.jpg']) => {
    const { data, error } = await guest().rpc('authorize_photo_uploads', {
      p_event_ref: team.event.id,
      p_code: code,
      p_file_names: names,
    })
    expect(error).toBeNull()
    return data as string[]
  }

  it('accepts a granted path once, never an overwrite, and shows it to nobody outside the team', async () => {
    const [path] = await grant()
    expect(path.startsWith(`${team.owner.id}/${team.event.id}/photos/`)).toBe(true)
    expect(await canStore(ANON, path)).toBe(true)
    expect(await visible(ANON, path)).toBe(false)
    expect(await visible(team.outsider.claims, path)).toBe(false)
    expect(await visible(team.editor.claims, path)).toBe(true)
    expect(await canStore(ANON, path)).toBe(false)
    const overwrite = await asRole(ANON, (query) =>
      query(`update storage.objects set metadata = '{}' where bucket_id = 'media' and name = $1`, [path]),
    )
    expect(overwrite.rowCount).toBe(0)
    expect(await removeObjects(ANON, [path])).toBe(0)
  })

  it('refuses a path next to a granted one, and a granted path moved to another event', async () => {
    const [path] = await grant()
    expect(await canStore(ANON, path.replace(/[^/]+$/, 'sneaky.webp'))).toBe(false)
    expect(await canStore(ANON, path.replace(team.event.id, team.otherEvent.id))).toBe(false)
  })

  it("takes one small rendition beside the guest's own stored upload, and nothing else shaped like one", async () => {
    const [path, other] = await grant(['a.jpg', 'b.jpg'])
    const small = `${path}.w480.webp`
    // Before its photo is stored, the rendition's name opens nothing.
    expect(await canStore(ANON, small)).toBe(false)
    expect(await canStore(ANON, path)).toBe(true)
    // Too big, or not a WebP: refused.
    expect(await canStore(ANON, small, { mimetype: 'image/webp', size: 262_145 })).toBe(false)
    expect(await canStore(ANON, small, { mimetype: 'image/webp', contentLength: 262_145 })).toBe(false)
    expect(await canStore(ANON, small, { mimetype: 'image/webp' })).toBe(false)
    expect(await canStore(ANON, small, { mimetype: 'image/png', size: 1024 })).toBe(false)
    expect(await canStore(ANON, small)).toBe(true)
    // Once only, never replaced, read or removed by the guest.
    expect(await canStore(ANON, small)).toBe(false)
    expect(await visible(ANON, small)).toBe(false)
    expect(await visible(team.editor.claims, small)).toBe(true)
    const overwrite = await asRole(ANON, (query) =>
      query(`update storage.objects set metadata = '{}' where bucket_id = 'media' and name = $1`, [small]),
    )
    expect(overwrite.rowCount).toBe(0)
    expect(await removeObjects(ANON, [small])).toBe(0)
    // Beside a granted path not stored yet, a team's file, or another name: refused.
    expect(await canStore(ANON, `${other}.w480.webp`)).toBe(false)
    const teamFile = await storedAsOwner(`${team.owner.id}/${team.event.id}/gifts/${file()}`)
    expect(await canStore(ANON, `${teamFile}.w480.webp`)).toBe(false)
    expect(await canStore(ANON, `${path}.w480.webp.w480.webp`)).toBe(false)
    expect(await canStore(ANON, `${path}.w960.webp`)).toBe(false)
  })

  it('refuses a rendition more than ten minutes after its photo was stored', async () => {
    const [path] = await grant()
    expect(await canStore(ANON, path)).toBe(true)
    await sql(`update private.photo_upload_grants set uploaded_at = now() - interval '11 minutes' where path = $1`, [
      path,
    ])
    expect(await canStore(ANON, `${path}.w480.webp`)).toBe(false)
  })

  it('refuses an expired grant', async () => {
    const [path] = await grant()
    await sql(`update private.photo_upload_grants set expires_at = now() - interval '1 second' where path = $1`, [path])
    expect(await canStore(ANON, path)).toBe(false)
  })

  it('stops granting when uploads are closed', async () => {
    await setUploadsOpen(team.event.id, false)
    try {
      const { error } = await guest().rpc('authorize_photo_uploads', {
        p_event_ref: team.event.id,
        p_code: code,
        p_file_names: ['a.jpg'],
      })
      expect(error?.message).toBe("L'upload est désactivé.")
    } finally {
      await setUploadsOpen(team.event.id, true)
    }
  })
})

describe('files of a deleted event', () => {
  it('may be read and removed only by the user who deleted the event', async () => {
    const team = await createTeam()
    const name = await storedAsOwner(`${team.owner.id}/${team.event.id}/gifts/${file()}`)
    expect(await removeObjects(team.outsider.claims, [name])).toBe(0)
    const { data: paths, error } = await team.owner.db.rpc('delete_event', { p_event_id: team.event.id })
    expect(error).toBeNull()
    expect(paths).toEqual([name])
    for (const who of [ANON, team.outsider.claims, team.editor.claims]) {
      expect(await visible(who, name)).toBe(false)
      expect(await removeObjects(who, [name])).toBe(0)
    }
    expect(await visible(team.owner.claims, name)).toBe(true)
    expect(await removeObjects(team.owner.claims, [name])).toBe(1)
  })

  it('cannot be left behind by a plain REST delete of the event, which is refused', async () => {
    const team = await createTeam()
    const name = await storedAsOwner(`${team.owner.id}/${team.event.id}/gifts/${file()}`)
    const { error } = await team.owner.db.from('events').delete().eq('id', team.event.id)
    expect(error?.code).toBe('42501')
    expect(await sql(`select 1 from events where id = $1`, [team.event.id])).toHaveLength(1)
    expect(await visible(team.outsider.claims, name)).toBe(false)
  })
})
