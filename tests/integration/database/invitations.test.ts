import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addMember, createTeam, createUser, type Team, type TestUser } from '../support/event-fixtures.ts'

// Each case is an attack that used to succeed: an owner put anybody on their team at once, read
// the invitee's profile (global role included), and the invitee could not get off the team.
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

let team: Team
let invitee: TestUser
beforeAll(async () => {
  team = await createTeam()
  invitee = await createUser({ first: 'Ivy', prefix: 'invitee' })
  await addMember(team.event.id, invitee, { status: 'pending', expiresAt: inDays(7) })
  await sql(`update public.event_users set invited_email = $3, invited_by = $2 where event_id = $1 and user_id = $4`, [
    team.event.id,
    team.owner.id,
    invitee.email,
    invitee.id,
  ])
})

const membership = async (user: TestUser) =>
  sql<{ status: string }>(`select status from public.event_users where event_id = $1 and user_id = $2`, [
    team.event.id,
    user.id,
  ])

describe('a pending invitee', () => {
  it('is not readable as a profile by the team, which sees only the address it typed', async () => {
    const profile = await team.owner.db.from('users').select('id, role, name').eq('id', invitee.id)
    expect(profile.data).toEqual([])
    const row = await team.owner.db
      .from('event_users')
      .select('invited_email, status')
      .eq('event_id', team.event.id)
      .eq('user_id', invitee.id)
    expect(row.data).toEqual([{ invited_email: invitee.email, status: 'pending' }])
  })

  it('cannot read the event or its content before accepting', async () => {
    expect((await invitee.db.from('events').select('id').eq('id', team.event.id)).data).toEqual([])
    expect((await invitee.db.from('guests').select('id').eq('event_id', team.event.id)).data).toEqual([])
  })

  it('reads what they are invited to, and by whom', async () => {
    const { data, error } = await invitee.db.rpc('my_pending_invitations')
    expect(error).toBeNull()
    expect(data).toEqual([
      expect.objectContaining({ event_id: team.event.id, name: team.event.name, invited_by_name: expect.any(Object) }),
    ])
    expect((data as unknown as { invited_by_name: { first: string } }[])[0].invited_by_name.first).toBe('Olive')
    // Nobody else's invitations.
    expect((await team.outsider.db.rpc('my_pending_invitations')).data).toEqual([])
  })

  it('cannot accept for somebody else, nor an event they were not invited to', async () => {
    const { error } = await team.outsider.db.rpc('accept_event_invitation', { p_event_id: team.event.id })
    expect(error).toMatchObject({ code: 'EV018', message: 'This invitation has expired or was withdrawn.' })
    expect(await membership(team.outsider)).toEqual([])
  })

  it('cannot make themselves active by writing their row', async () => {
    await invitee.db
      .from('event_users')
      .update({ status: 'active' })
      .eq('event_id', team.event.id)
      .eq('user_id', invitee.id)
    expect(await membership(invitee)).toEqual([{ status: 'pending' }])
  })

  it('accepts, and then reads the event and is read by the team', async () => {
    const { error } = await invitee.db.rpc('accept_event_invitation', { p_event_id: team.event.id })
    expect(error).toBeNull()
    expect(await membership(invitee)).toEqual([{ status: 'active' }])
    expect((await invitee.db.from('events').select('id').eq('id', team.event.id)).data).toHaveLength(1)
    expect((await team.owner.db.from('users').select('id').eq('id', invitee.id)).data).toHaveLength(1)
  })

  it('cannot accept an expired invitation', async () => {
    const late = await createUser({ prefix: 'late' })
    await addMember(team.event.id, late, { status: 'pending', expiresAt: inDays(-1) })
    const { error } = await late.db.rpc('accept_event_invitation', { p_event_id: team.event.id })
    expect(error?.code).toBe('EV018')
    expect(await membership(late)).toEqual([{ status: 'pending' }])
  })

  it('declines by deleting their own invitation, before it expires', async () => {
    const declining = await createUser({ prefix: 'declining' })
    await addMember(team.event.id, declining, { status: 'pending', expiresAt: inDays(7) })
    const { data, error } = await declining.db
      .from('event_users')
      .delete()
      .eq('event_id', team.event.id)
      .eq('user_id', declining.id)
      .select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(await membership(declining)).toEqual([])
  })
})

describe('leaving a team', () => {
  it('lets an editor leave an event they do not own', async () => {
    const leaving = await createUser({ prefix: 'leaving' })
    await addMember(team.event.id, leaving)
    const { data, error } = await leaving.db
      .from('event_users')
      .delete()
      .eq('event_id', team.event.id)
      .eq('user_id', leaving.id)
      .select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect((await leaving.db.from('events').select('id').eq('id', team.event.id)).data).toEqual([])
  })

  it('does not let the owner leave their event (it would have no owner)', async () => {
    const { error } = await team.owner.db
      .from('event_users')
      .delete()
      .eq('event_id', team.event.id)
      .eq('user_id', team.owner.id)
    expect(error?.code).toBe('EV010')
    expect(await membership(team.owner)).toEqual([{ status: 'active' }])
  })

  it("does not let an editor remove another member's row", async () => {
    await team.editor.db.from('event_users').delete().eq('event_id', team.event.id).eq('user_id', invitee.id)
    expect(await membership(invitee)).toEqual([{ status: 'active' }])
  })
})

describe('invitation counting', () => {
  const count = async () =>
    (
      await sql<{ n: number }>('select count(*)::int as n from private.invitation_log where event_id = $1', [
        team.event.id,
      ])
    )[0].n

  it('counts only invitations the owner opens in their own name: others cannot spend the count', async () => {
    const before = await count()
    const asEditor = await team.editor.db.rpc('open_invitation', {
      p_event_id: team.event.id,
      p_email: 'x@example.test',
    })
    expect(asEditor.error?.code).toBe('42501')
    const asOutsider = await team.outsider.db.rpc('open_invitation', {
      p_event_id: team.event.id,
      p_email: 'x@example.test',
    })
    expect(asOutsider.error?.code).toBe('EV012')
    expect(await count()).toBe(before)
  })

  it('records the inviter from the session and the address as typed, lowercased', async () => {
    const { data, error } = await team.owner.db.rpc('open_invitation', {
      p_event_id: team.event.id,
      p_email: '  Someone@Example.TEST ',
    })
    expect(error).toBeNull()
    expect(await sql('select invited_by, email from private.invitation_log where id = $1', [data])).toEqual([
      { invited_by: team.owner.id, email: 'someone@example.test' },
    ])
  })

  it('leaves writing the pending row to the api/ functions: a signed-in user cannot skip the count', async () => {
    const newcomer = await createUser({ prefix: 'skipper' })
    const { error } = await team.owner.db.rpc('record_pending_invitation', { p_invitation: 1, p_user_id: newcomer.id })
    expect(error?.code).toBe('42501')
    expect(await membership(newcomer)).toEqual([])
  })
})
