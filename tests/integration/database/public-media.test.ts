import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, type Team } from '../support/event-fixtures.ts'
import { asRole, type Claims } from '../support/sql-as-role.ts'

// Anonymous visitors read (and so have signed) nothing of the private bucket `media`, not even
// what the public page shows: that is served from its copy in `public-media`, which leaves before a
// photo is unpublished. A signed URL cannot be revoked, and one signed for 10 years outlived the
// unpublishing (issue 28, F8).

const ANON: Claims = { role: 'anon' }

async function anonSees(name: string): Promise<boolean> {
  const rows = await asRole(ANON, (query) =>
    query(`select 1 from storage.objects where bucket_id = 'media' and name = $1`, [name]),
  )
  return rows.rowCount === 1
}

async function stored(team: Team, folder: string): Promise<string> {
  const name = `${team.owner.id}/${team.event.id}/${folder}/${Date.now()}-${randomUUID().slice(0, 8)}.webp`
  await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [name])
  return name
}

describe('attack: anonymous reads of media', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('does not see a photo, published or not', async () => {
    const name = await stored(team, 'photos')
    const [photo] = await sql<{ id: string }>(
      `insert into public.photos (event_id, url, public) values ($1, $2, false) returning id`,
      [team.event.id, name],
    )
    expect(await anonSees(name)).toBe(false)
    await sql(`update public.photos set public = true where id = $1`, [photo.id])
    expect(await anonSees(name)).toBe(false)
  })

  it('does not see a gift image, nor a file of the gifts folder that no gift uses', async () => {
    const used = await stored(team, 'gifts')
    const unused = await stored(team, 'gifts')
    await sql(`insert into public.gifts (event_id, name, amount, image_url) values ($1, 'Vase', 10, $2)`, [
      team.event.id,
      used,
    ])
    expect(await anonSees(used)).toBe(false)
    expect(await anonSees(unused)).toBe(false)
  })

  it('does not see the published website background, nor a draft upload beside it', async () => {
    const published = await stored(team, 'website')
    const draft = await stored(team, 'website')
    await sql(`update public.events set "websiteSettings" = jsonb_build_object('bg_image', $2::text) where id = $1`, [
      team.event.id,
      published,
    ])
    expect(await anonSees(published)).toBe(false)
    expect(await anonSees(draft)).toBe(false)
  })
})
