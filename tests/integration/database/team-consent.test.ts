import { beforeEach, describe, expect, it } from 'vitest'
import { callApi, sessionToken } from '../support/api-calls.ts'
import { sql } from '../support/clients.ts'
import { addMember, createEvent, createTeam, createUser, type Team, type TestUser } from '../support/event-fixtures.ts'
import { serviceClient } from '../support/typed-clients.ts'

// Each case is an attack that used to succeed: an owner (or a global admin) put somebody on
// their team without asking, then read that person's e-mail and global role from `users`.
// Memberships now start as the invitation path's pending rows and turn active only when the
// invitee accepts that very invitation.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

let team: Team
let victim: TestUser
beforeEach(async () => {
  team = await createTeam()
  victim = await createUser({ first: 'Victor', prefix: 'victim' })
})

const membershipOf = async (eventId: string, user: TestUser) =>
  sql<{ role: string; status: string; invited_email: string | null; invited_by: string | null }>(
    `select role, status, invited_email, invited_by from public.event_users where event_id = $1 and user_id = $2`,
    [eventId, user.id],
  )

/** What the attacker reads of the victim's profile: nothing unless the victim joined. */
const victimProfileAs = async (attacker: TestUser) =>
  (await attacker.db.from('users').select('id, email, role').eq('id', victim.id)).data

/** A pending invitation as the invitation path leaves it (named by the address the owner typed). */
async function invited(eventId: string, user: TestUser, by: TestUser) {
  await addMember(eventId, user, { status: 'pending', expiresAt: inDays(7) })
  await sql(`update public.event_users set invited_by = $3 where event_id = $1 and user_id = $2`, [
    eventId,
    user.id,
    by.id,
  ])
}

describe('writing event_users directly (attack: a team member without consent)', () => {
  it.each([
    ['the owner', 'owner'],
    ['a global admin', 'admin'],
  ] as const)('refuses %s inserting an active row for somebody else', async (_label, who) => {
    const { error } = await team[who].db
      .from('event_users')
      .insert({ event_id: team.event.id, user_id: victim.id, role: 'editor', status: 'active' })
    expect(error).not.toBeNull()
    expect(await membershipOf(team.event.id, victim)).toEqual([])
    expect(await victimProfileAs(team.owner)).toEqual([])
    // The victim's dashboard stays theirs.
    expect((await victim.db.from('events').select('id').eq('id', team.event.id)).data).toEqual([])
  })

  it('refuses a pending row inserted by user id, which used to hand the team the account’s address', async () => {
    const { error } = await team.owner.db
      .from('event_users')
      .insert({ event_id: team.event.id, user_id: victim.id, status: 'pending' })
    expect(error).not.toBeNull()
    const seen = await team.owner.db.from('event_users').select('invited_email').eq('user_id', victim.id)
    expect(seen.data).toEqual([])
  })

  it('never fills a pending row’s address from the account, however the row was made', async () => {
    await sql(
      `insert into public.event_users (event_id, user_id, role, status, invitation_expires_at)
       values ($1, $2, 'editor', 'pending', $3)`,
      [team.event.id, victim.id, inDays(7)],
    )
    expect((await membershipOf(team.event.id, victim))[0].invited_email).toBeNull()
    const seen = await team.owner.db.from('event_users').select('invited_email').eq('user_id', victim.id)
    expect(seen.data).toEqual([{ invited_email: null }])
  })

  it('refuses a forged inviter, on a new row or an existing invitation', async () => {
    const forged = await team.owner.db.from('event_users').insert({
      event_id: team.event.id,
      user_id: victim.id,
      status: 'pending',
      invited_email: victim.email,
      invited_by: team.admin.id,
    })
    expect(forged.error).not.toBeNull()
    expect(await membershipOf(team.event.id, victim)).toEqual([])

    await invited(team.event.id, victim, team.owner)
    await team.owner.db
      .from('event_users')
      .update({ invited_by: team.admin.id })
      .eq('event_id', team.event.id)
      .eq('user_id', victim.id)
    expect((await membershipOf(team.event.id, victim))[0].invited_by).toBe(team.owner.id)
    const { data } = await victim.db.rpc('my_pending_invitations')
    expect(data?.map((row) => row.invited_by_name)).toEqual([{ first: 'Olive', last: 'User' }])
  })

  it.each([
    ['the owner', 'owner'],
    ['an editor', 'editor'],
    ['a global admin', 'admin'],
  ] as const)('refuses %s turning a pending invitation active', async (_label, who) => {
    await invited(team.event.id, victim, team.owner)
    await team[who].db
      .from('event_users')
      .update({ status: 'active' })
      .eq('event_id', team.event.id)
      .eq('user_id', victim.id)
    expect((await membershipOf(team.event.id, victim))[0].status).toBe('pending')
    expect(await victimProfileAs(team.owner)).toEqual([])
  })

  it('does not let the service role activate an invitation either: only the invitee’s acceptance does', async () => {
    await invited(team.event.id, victim, team.owner)
    const { error } = await serviceClient()
      .from('event_users')
      .update({ status: 'active' })
      .eq('event_id', team.event.id)
      .eq('user_id', victim.id)
    expect(error).not.toBeNull()
    expect((await membershipOf(team.event.id, victim))[0].status).toBe('pending')
  })

  it('writes an opened invitation only for the account of the address the owner typed', async () => {
    const opened = await team.owner.db.rpc('open_invitation', {
      p_event_id: team.event.id,
      p_email: 'someone-else@example.test',
    })
    expect(opened.error).toBeNull()
    const { error } = await serviceClient().rpc('record_pending_invitation', {
      p_invitation: opened.data!,
      p_user_id: victim.id,
    })
    expect(error?.code).toBe('42501')
    expect(await membershipOf(team.event.id, victim)).toEqual([])
  })
})

describe('transfer_event_ownership (attack: an event forced on someone who cannot leave it)', () => {
  const transferTo = (user: TestUser) =>
    team.owner.db.rpc('transfer_event_ownership', { p_event_id: team.event.id, p_user_id: user.id })

  it('refuses somebody put on the team by a direct insert', async () => {
    await team.owner.db
      .from('event_users')
      .insert({ event_id: team.event.id, user_id: victim.id, role: 'editor', status: 'active' })
    expect((await transferTo(victim)).error).toMatchObject({ code: 'EV016' })
    expect((await membershipOf(team.event.id, team.owner))[0].role).toBe('owner')
    expect((await membershipOf(team.event.id, victim))[0]?.role).not.toBe('owner')
  })

  it('refuses an invitee who has not accepted, even after a write to their status', async () => {
    await invited(team.event.id, victim, team.owner)
    await team.owner.db
      .from('event_users')
      .update({ status: 'active' })
      .eq('event_id', team.event.id)
      .eq('user_id', victim.id)
    expect((await transferTo(victim)).error).toMatchObject({ code: 'EV016' })
    expect(await membershipOf(team.event.id, victim)).toMatchObject([{ role: 'editor', status: 'pending' }])
  })

  it('hands the event to the invitee once they have accepted it themselves', async () => {
    await invited(team.event.id, victim, team.owner)
    expect((await victim.db.rpc('accept_event_invitation', { p_event_id: team.event.id })).error).toBeNull()
    expect((await transferTo(victim)).error).toBeNull()
    expect((await membershipOf(team.event.id, victim))[0]).toMatchObject({ role: 'owner', status: 'active' })
  })
})

describe('/api/accept-invitation and /api/reject-invitation name the event', () => {
  let token: string
  let hostile: TestUser
  let wanted: Awaited<ReturnType<typeof createEvent>>
  beforeEach(async () => {
    token = await sessionToken(victim.email)
    // An invitation the victim never saw, left by an owner they do not know…
    hostile = team.owner
    await invited(team.event.id, victim, hostile)
    // …and the one they came to accept.
    wanted = await createEvent(team.outsider, { name: 'Wanted party' })
    await invited(wanted.id, victim, team.outsider)
  })

  it('accepts only the invitation named, not every open one', async () => {
    const answer = await callApi('accept-invitation', {
      token,
      body: { userId: victim.id, eventId: wanted.id, firstName: 'Victor', lastName: 'Vine' },
    })
    expect(answer).toMatchObject({ status: 200 })
    expect((await membershipOf(wanted.id, victim))[0].status).toBe('active')
    expect((await membershipOf(team.event.id, victim))[0].status).toBe('pending')
    expect(await victimProfileAs(hostile)).toEqual([])
  })

  it('accepts nothing when no event is named', async () => {
    const answer = await callApi('accept-invitation', {
      token,
      body: { userId: victim.id, firstName: 'Victor', lastName: 'Vine' },
    })
    expect(answer.status).toBe(400)
    expect((await membershipOf(wanted.id, victim))[0].status).toBe('pending')
    expect((await membershipOf(team.event.id, victim))[0].status).toBe('pending')
  })

  it('rejects only the invitation named, and keeps the account while another is open', async () => {
    const answer = await callApi('reject-invitation', { token, body: { userId: victim.id, eventId: team.event.id } })
    expect(answer).toMatchObject({ status: 200, body: { accountDeleted: false } })
    expect(await membershipOf(team.event.id, victim)).toEqual([])
    expect((await membershipOf(wanted.id, victim))[0].status).toBe('pending')
    expect(await sql('select 1 from auth.users where id = $1', [victim.id])).toHaveLength(1)
  })
})
