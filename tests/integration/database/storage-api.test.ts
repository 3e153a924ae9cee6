import { describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, uploadCode } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// The same storage rules through the Storage API and an unmodified storage-js, as the app
// uploads: members under their event folder, guests on the paths their code was granted.

// A WebP's signature then filler: the local storage checks a guest's bytes against the declared type.
const webp = (bytes = 256) => {
  const data = new Uint8Array(bytes).fill(1)
  data.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  )
  data.set(
    [...'WEBP'].map((c) => c.charCodeAt(0)),
    8,
  )
  return new Blob([data], { type: 'image/webp' })
}

describe('storage API on bucket media', () => {
  it('lets a member upload under the event folder, not under another event', async () => {
    const team = await createTeam()
    const media = team.editor.db.storage.from('media')
    const own = await media.upload(`${team.editor.id}/${team.event.id}/gifts/${Date.now()}-kettle.webp`, webp(), {
      cacheControl: '3600',
      upsert: false,
    })
    expect(own.error).toBeNull()
    const other = await media.upload(`${team.editor.id}/${team.otherEvent.id}/gifts/${Date.now()}-evil.webp`, webp())
    expect(other.error).not.toBeNull()
  })

  it('refuses files that are not JPEG, PNG or WebP, and files over 10 MiB', async () => {
    const team = await createTeam()
    const media = team.owner.db.storage.from('media')
    const folder = `${team.owner.id}/${team.event.id}/website`
    const text = await media.upload(`${folder}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }))
    expect(text.error).not.toBeNull()
    const huge = await media.upload(`${folder}/huge.webp`, webp(10 * 1024 * 1024 + 1))
    expect(huge.error).not.toBeNull()
  })

  it('takes a guest from code to recorded photos without an account', async () => {
    const team = await createTeam({ uploadsOpen: true })
    const code = await uploadCode(team.event.id)
    const anon = guest()
    const { data, error } = await anon.rpc('authorize_photo_uploads', {
      p_event_ref: team.event.slug!,
      p_code: code,
      p_file_names: ['a.webp', 'b.webp'],
    })
    expect(error).toBeNull()
    const paths = data as string[]
    for (const path of paths) expect((await anon.storage.from('media').upload(path, webp())).error).toBeNull()
    // No overwrite, and nothing beside the granted paths.
    expect((await anon.storage.from('media').upload(paths[0], webp(), { upsert: true })).error).not.toBeNull()
    expect((await anon.storage.from('media').upload(paths[0].replace(/[^/]+$/, 'x.webp'), webp())).error).not.toBeNull()
    const recorded = await anon.rpc('record_photo_uploads', {
      p_event_ref: team.event.slug!,
      p_code: code,
      p_paths: paths,
      p_uploader_name: 'Paul',
    })
    expect(recorded).toMatchObject({ error: null, data: { count: 2, published: false } })
    // The team sees it through a signed URL; the public never (published, from its public copy).
    expect((await anon.storage.from('media').createSignedUrl(paths[0], 60)).error).not.toBeNull()
    const signed = await team.editor.db.storage.from('media').createSignedUrl(paths[0], 60)
    expect(signed.error).toBeNull()
    expect((await fetch(signed.data!.signedUrl)).status).toBe(200)
    await sql(`update photos set public = true where url = $1`, [paths[0]])
    expect((await anon.storage.from('media').createSignedUrl(paths[0], 60)).error).not.toBeNull()
  })

  it('removes the files of a deleted event through remove()', async () => {
    const team = await createTeam()
    const media = team.owner.db.storage.from('media')
    const path = `${team.owner.id}/${team.event.id}/website/${Date.now()}-bg.webp`
    expect((await media.upload(path, webp())).error).toBeNull()
    const { data: paths } = await team.owner.db.rpc('delete_event', { p_event_id: team.event.id })
    expect(paths).toEqual([path])
    const removed = await media.remove(paths!)
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect(await sql(`select 1 from storage.objects where bucket_id = 'media' and name = $1`, [path])).toEqual([])
  })
})
