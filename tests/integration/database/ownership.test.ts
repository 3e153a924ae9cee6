import { beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addMember, createTeam, createUser, type Team } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// Ownership rules: deleting an account that owns events is refused with the events named, an
// admin cannot delete their own row, and only the owner or a global admin hands an event over.

const roleOf = async (eventId: string, userId: string) =>
  (
    await sql<{ role: string }>(`select role from event_users where event_id = $1 and user_id = $2`, [eventId, userId])
  )[0]?.role

describe('deleting accounts', () => {
  let team: Team
  beforeEach(async () => {
    team = await createTeam()
  })

  it('refuses to delete an owner of events, naming them (attack: leaving events without an owner)', async () => {
    await sql(`update events set name = 'Garden party' where id = $1`, [team.event.id])
    const { error } = await team.admin.db.from('users').delete().eq('id', team.owner.id)
    expect(error).toMatchObject({ code: 'EV015', hint: 'owns_events' })
    expect(error?.message).toContain('Garden party')
    expect(await roleOf(team.event.id, team.owner.id)).toBe('owner')
  })

  it('refuses a global admin deleting their own row through REST', async () => {
    const { error } = await team.admin.db.from('users').delete().eq('id', team.admin.id)
    expect(error?.code).toBe('42501')
    expect((await sql(`select 1 from users where id = $1`, [team.admin.id])).length).toBe(1)
  })

  it('still lets a global admin delete an account that owns nothing', async () => {
    const { error } = await team.admin.db.from('users').delete().eq('id', team.editor.id)
    expect(error).toBeNull()
    expect((await sql(`select 1 from users where id = $1`, [team.editor.id])).length).toBe(0)
  })
})

describe('transfer_event_ownership', () => {
  let team: Team
  beforeEach(async () => {
    team = await createTeam()
  })
  const transfer = (db: Team['owner']['db'], to: string) =>
    db.rpc('transfer_event_ownership', { p_event_id: team.event.id, p_user_id: to })

  it('hands the event to an active editor; the previous owner becomes an editor', async () => {
    expect((await transfer(team.owner.db, team.editor.id)).error).toBeNull()
    expect(await roleOf(team.event.id, team.editor.id)).toBe('owner')
    expect(await roleOf(team.event.id, team.owner.id)).toBe('editor')
    const owners = await sql(`select 1 from event_users where event_id = $1 and role = 'owner'`, [team.event.id])
    expect(owners).toHaveLength(1)
  })

  it('lets a global admin hand it over too', async () => {
    expect((await transfer(team.admin.db, team.editor.id)).error).toBeNull()
    expect(await roleOf(team.event.id, team.editor.id)).toBe('owner')
  })

  it('refuses editors, outsiders and anonymous visitors (attack: taking an event over)', async () => {
    expect((await transfer(team.editor.db, team.editor.id)).error?.code).toBe('42501')
    expect((await transfer(team.outsider.db, team.outsider.id)).error?.code).toBe('EV012')
    const anon = await guest().rpc('transfer_event_ownership', { p_event_id: team.event.id, p_user_id: team.editor.id })
    expect(anon.error).not.toBeNull()
    expect(await roleOf(team.event.id, team.owner.id)).toBe('owner')
  })

  it('refuses a pending invitee or someone outside the team as the new owner', async () => {
    const invitee = await createUser({ prefix: 'invitee' })
    await addMember(team.event.id, invitee, { status: 'pending' })
    expect((await transfer(team.owner.db, invitee.id)).error).toMatchObject({ code: 'EV016' })
    expect((await transfer(team.owner.db, team.outsider.id)).error).toMatchObject({ code: 'EV016' })
    expect(await roleOf(team.event.id, team.owner.id)).toBe('owner')
  })

  it('keeps direct role changes refused: only the function hands an event over', async () => {
    const { error } = await team.owner.db
      .from('event_users')
      .update({ role: 'owner' })
      .eq('event_id', team.event.id)
      .eq('user_id', team.editor.id)
    expect(error).not.toBeNull()
    expect(await roleOf(team.event.id, team.editor.id)).toBe('editor')
  })
})
