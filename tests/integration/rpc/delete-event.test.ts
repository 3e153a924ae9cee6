import { describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam } from '../support/event-fixtures.ts'
import { removeObjects } from '../support/sql-as-role.ts'
import { guest } from '../support/typed-clients.ts'

// delete_event: the event and all its rows go, and its storage paths come back for removal.

describe('delete_event', () => {
  it('deletes for the owner and hands back the files to remove', async () => {
    const team = await createTeam()
    const files = [`${team.owner.id}/${team.event.id}/photos/a.webp`, `${team.editor.id}/${team.event.id}/gifts/b.webp`]
    const kept = `${team.outsider.id}/${team.otherEvent.id}/gifts/c.webp`
    for (const name of [...files, kept])
      await sql(`insert into storage.objects (bucket_id, name) values ('media', $1)`, [name])
    await sql(`insert into guests (event_id, name) values ($1, 'Someone')`, [team.event.id])

    const { data, error } = await team.owner.db.rpc('delete_event', { p_event_id: team.event.id })
    expect(error).toBeNull()
    expect(data!.sort()).toEqual([...files].sort())
    expect(await sql(`select 1 from events where id = $1`, [team.event.id])).toEqual([])
    expect(await sql(`select 1 from guests where event_id = $1`, [team.event.id])).toEqual([])
    // The owner is no member any more, yet may remove the files left behind.
    expect(await removeObjects(team.owner.claims, data!)).toBe(2)
    expect(await removeObjects(team.owner.claims, [kept])).toBe(0)
  })

  it('lets a global admin delete any event', async () => {
    const team = await createTeam()
    expect((await team.admin.db.rpc('delete_event', { p_event_id: team.event.id })).error).toBeNull()
    expect(await sql(`select 1 from events where id = $1`, [team.event.id])).toEqual([])
  })

  it('refuses editors, outsiders and anonymous visitors', async () => {
    const team = await createTeam()
    const editor = await team.editor.db.rpc('delete_event', { p_event_id: team.event.id })
    expect(editor.error).toMatchObject({ code: '42501', message: 'Only an owner of the event can delete it' })
    const outsider = await team.outsider.db.rpc('delete_event', { p_event_id: team.event.id })
    expect(outsider.error).toMatchObject({ code: 'EV012', message: 'Event not found' })
    const anon = await guest().rpc('delete_event', { p_event_id: team.event.id })
    expect(anon.error?.code).toBe('42501')
    expect(await sql(`select 1 from events where id = $1`, [team.event.id])).toHaveLength(1)
  })
})
