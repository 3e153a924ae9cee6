import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addMember, createTeam, createUser, createUsers, type Team } from '../support/event-fixtures.ts'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

describe('team membership', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const ownerRow = async () =>
    (await sql<{ id: string }>(`select id from event_users where event_id = $1 and role = 'owner'`, [team.event.id]))[0]
      .id

  it('never removes the owner, even at the owner’s request', async () => {
    const { error } = await team.owner.db
      .from('event_users')
      .delete()
      .eq('id', await ownerRow())
    expect(error?.code).toBe('EV010')
    expect(error?.message).toBe('The owner of an event cannot be removed from its team')
  })

  it('ignores an editor trying to remove the owner', async () => {
    const id = await ownerRow()
    await team.editor.db.from('event_users').delete().eq('id', id)
    expect(await sql(`select 1 from event_users where id = $1`, [id])).toHaveLength(1)
  })

  it('keeps a pending member until the invitation expires', async () => {
    const [waiting, expired] = await createUsers(2)
    const waitingRow = await addMember(team.event.id, waiting, { status: 'pending', expiresAt: inDays(3) })
    const expiredRow = await addMember(team.event.id, expired, { status: 'pending', expiresAt: inDays(-1) })
    const refused = await team.owner.db.from('event_users').delete().eq('id', waitingRow)
    expect(refused.error?.code).toBe('EV011')
    expect(refused.error?.message).toBe('A pending invitation cannot be removed before it expires')
    const accepted = await team.owner.db.from('event_users').delete().eq('id', expiredRow)
    expect(accepted.error).toBeNull()
    expect(await sql(`select 1 from event_users where id = $1`, [expiredRow])).toEqual([])
  })

  it('adds nobody directly: neither another owner nor an editor (members join by invitation)', async () => {
    const newcomer = await createUser()
    const asOwner = await team.owner.db
      .from('event_users')
      .insert({ event_id: team.event.id, user_id: newcomer.id, role: 'owner' })
    expect(asOwner.error?.code).toBe('42501')
    const asEditor = await team.owner.db.from('event_users').insert({ event_id: team.event.id, user_id: newcomer.id })
    expect(asEditor.error?.code).toBe('42501')
    expect(
      await sql(`select 1 from event_users where event_id = $1 and user_id = $2`, [team.event.id, newcomer.id]),
    ).toEqual([])
    const promote = await team.owner.db
      .from('event_users')
      .update({ role: 'owner' })
      .eq('event_id', team.event.id)
      .eq('user_id', team.editor.id)
    expect(promote.error?.code).toBe('42501')
  })

  it('refuses a second membership of the same user', async () => {
    const second = sql(
      `insert into event_users (event_id, user_id, role, status) values ($1, $2, 'editor', 'active')`,
      [team.event.id, team.editor.id],
    )
    await expect(second).rejects.toMatchObject({ code: '23505' })
  })

  it('shows a pending invitee their invitation but not the event', async () => {
    const invitee = await createUser()
    await addMember(team.event.id, invitee, { status: 'pending', expiresAt: inDays(7) })
    const invitations = await invitee.db.from('event_users').select('event_id, status').eq('user_id', invitee.id)
    expect(invitations.data).toEqual([{ event_id: team.event.id, status: 'pending' }])
    const events = await invitee.db.from('events').select('id').eq('id', team.event.id)
    expect(events.data).toEqual([])
  })

  it('lists the team with names and e-mails to its members only', async () => {
    const select = 'user_id, role, status, invitation_expires_at, users(id, email, name)'
    const asEditor = await team.editor.db.from('event_users').select(select).eq('event_id', team.event.id)
    expect(asEditor.error).toBeNull()
    const owner = asEditor.data!.find((m) => m.role === 'owner')
    expect(owner?.users).toEqual({ id: team.owner.id, email: team.owner.email, name: { first: 'Olive', last: 'User' } })
    const asOutsider = await team.outsider.db.from('event_users').select(select).eq('event_id', team.event.id)
    expect(asOutsider.data).toEqual([])
  })
})
