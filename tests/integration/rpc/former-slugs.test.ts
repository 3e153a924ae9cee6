import { describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createEvent, createTeam, uniqueSlug, uploadCode } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// Changing an event's URL keeps guests' old links alive: /{old-slug} reaches the event (under its
// new slug) until another event takes that slug.

async function publicEvent(ref: string) {
  const { data, error } = await guest().rpc('get_public_event', { p_ref: ref }).maybeSingle()
  expect(error).toBeNull()
  return data
}

const formerSlugsOf = async (eventId: string) =>
  (await sql<{ slug: string }>(`select slug from event_former_slugs where event_id = $1 order by slug`, [eventId])).map(
    (row) => row.slug,
  )

const rename = (eventId: string, slug: string | null) =>
  sql(`update public.events set slug = $2 where id = $1`, [eventId, slug])

describe('former slugs', () => {
  it('lead to the event under its new slug when the owner changes it, in any case', async () => {
    const team = await createTeam({ uploadsOpen: true })
    const old = team.event.slug!
    const next = uniqueSlug('new')
    const { error } = await team.owner.db.from('events').update({ slug: next }).eq('id', team.event.id)
    expect(error).toBeNull()

    expect(await publicEvent(old)).toMatchObject({ id: team.event.id, slug: next })
    expect(await publicEvent(` ${old.toUpperCase()} `)).toMatchObject({ id: team.event.id, slug: next })
    expect(await publicEvent(next)).toMatchObject({ id: team.event.id, slug: next })
    expect(await formerSlugsOf(team.event.id)).toEqual([old])
  })

  it("reach the event's upload page too: the upload code is checked against the event the old slug names", async () => {
    const team = await createTeam({ uploadsOpen: true })
    const old = team.event.slug!
    await rename(team.event.id, uniqueSlug('moved'))
    const { data, error } = await guest().rpc('check_upload_code', {
      p_event_ref: old,
      p_code: await uploadCode(team.event.id),
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ event_id: team.event.id })
  })

  it('are remembered whatever changes the slug, each of them, and a slug removed still leads to the event', async () => {
    const event = await createEvent(null)
    const first = event.slug!
    const second = uniqueSlug('second')
    await rename(event.id, second)
    // Only the case changes: still the same slug, nothing to remember.
    await rename(event.id, second.toUpperCase())
    await rename(event.id, null)

    expect(await formerSlugsOf(event.id)).toEqual([first, second].sort())
    expect(await publicEvent(first)).toMatchObject({ id: event.id, slug: null })
    expect(await publicEvent(second)).toMatchObject({ id: event.id, slug: null })
  })

  it('are dropped when another event takes the slug: that event wins', async () => {
    const moved = await createEvent(null)
    const old = moved.slug!
    await rename(moved.id, uniqueSlug('moved'))

    const taker = await createEvent(null)
    await rename(taker.id, old.toUpperCase())
    expect(await publicEvent(old)).toMatchObject({ id: taker.id })
    expect(await formerSlugsOf(moved.id)).toEqual([])

    // A new event created with a former slug takes it the same way.
    const again = await createEvent(null)
    const other = again.slug!
    await rename(again.id, uniqueSlug('again'))
    const created = await createEvent(null, { slug: other })
    expect(await publicEvent(other)).toMatchObject({ id: created.id })
    expect(await formerSlugsOf(again.id)).toEqual([])
  })

  it('are dropped when the event takes its old slug back', async () => {
    const event = await createEvent(null)
    const old = event.slug!
    const next = uniqueSlug('next')
    await rename(event.id, next)
    await rename(event.id, old)
    expect(await formerSlugsOf(event.id)).toEqual([next])
    expect(await publicEvent(old)).toMatchObject({ id: event.id, slug: old })
  })

  it('are forgotten with their event', async () => {
    const event = await createEvent(null)
    const old = event.slug!
    await rename(event.id, uniqueSlug('gone'))
    await sql(`delete from public.events where id = $1`, [event.id])
    expect(await publicEvent(old)).toBeNull()
    expect(await sql(`select 1 from event_former_slugs where slug = $1`, [old])).toEqual([])
  })
})

describe('former slugs against flooding and hijacking', () => {
  it('keeps the 20 most recent of an event renamed 25 times', async () => {
    const event = await createEvent(null)
    const slugs = [event.slug!]
    for (let i = 0; i < 25; i++) {
      slugs.push(`${event.slug!}-${i}`)
      await rename(event.id, slugs[slugs.length - 1])
    }
    const kept = await formerSlugsOf(event.id)
    expect(kept).toHaveLength(20)
    expect(kept).toEqual(slugs.slice(-21, -1).sort())
    expect(await publicEvent(slugs[0])).toBeNull()
    expect(await publicEvent(slugs[5])).toMatchObject({ id: event.id })
  })

  it("refuses an outsider's attempt to point another event's old slug at their own event", async () => {
    const team = await createTeam()
    const old = team.event.slug!
    await rename(team.event.id, uniqueSlug('renamed'))
    const [row] = await sql<{ id: string }>(`select id from event_former_slugs where slug = $1`, [old])

    const theirs = uniqueSlug('theirs')
    const moved = await team.outsider.db
      .from('event_former_slugs')
      .update({ event_id: team.otherEvent.id })
      .eq('id', row.id)
    const added = await team.outsider.db
      .from('event_former_slugs')
      .insert({ slug: theirs, event_id: team.otherEvent.id })
    const read = await guest().from('event_former_slugs').select('slug')
    expect(moved.error).toMatchObject({ code: '42501' })
    expect(added.error).toMatchObject({ code: '42501' })
    expect(read.error).toMatchObject({ code: '42501' })
    expect(await publicEvent(old)).toMatchObject({ id: team.event.id })
    expect(await publicEvent(theirs)).toBeNull()
  })
})
