import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOT_EVENT_MEMBER } from '../../../api/_lib/event-access.ts'
import { callApi, createSessionTeam, sessionToken, type SessionTeam } from '../support/api-calls.ts'
import { sql } from '../support/clients.ts'
import { addMember, createUser } from '../support/event-fixtures.ts'

let team: SessionTeam
beforeAll(async () => {
  team = await createSessionTeam()
})

async function addTodo(eventId: string, assignees: string[], name = 'Book the venue'): Promise<string> {
  const [row] = await sql<{ id: string }>(
    'insert into public.todos (event_id, name, assignees) values ($1, $2, $3) returning id',
    [eventId, name, assignees],
  )
  return row.id
}

const notify = (token: string, userId: string, todoId: string, extra: { eventId?: string; todoName?: string } = {}) =>
  callApi('notify-user', {
    token,
    body: {
      eventId: extra.eventId ?? team.event.id,
      userId,
      type: 'todo_assigned',
      data: { todoId, todoName: extra.todoName ?? 'Book the venue', by: 'Olive' },
    },
  })

const notificationsOf = (userId: string, todoId: string) =>
  sql<{ event_id: string; type: string; read: boolean; data: unknown }>(
    `select event_id, type, read, data from public.notifications where user_id = $1 and data ->> 'todoId' = $2`,
    [userId, todoId],
  )

describe('/api/notify-user', () => {
  it('notifies an assignee, with the todo as stored and the author as given', async () => {
    const todoId = await addTodo(team.event.id, [team.editor.id], 'Choose the cake')
    const answer = await notify(team.sessions.owner, team.editor.id, todoId, { todoName: 'stale name' })
    expect(answer).toMatchObject({ status: 201, body: { message: 'Notification sent.', created: true } })
    expect(await notificationsOf(team.editor.id, todoId)).toEqual([
      {
        event_id: team.event.id,
        type: 'todo_assigned',
        read: false,
        data: { todoId, todoName: 'Choose the cake', by: 'Olive' },
      },
    ])
  })

  it('answers a repeat with the same notification and no duplicate', async () => {
    const todoId = await addTodo(team.event.id, [team.owner.id])
    const first = await notify(team.sessions.editor, team.owner.id, todoId)
    const again = await notify(team.sessions.editor, team.owner.id, todoId)
    expect(first.status).toBe(201)
    expect(again).toMatchObject({
      status: 200,
      body: { message: 'Notification already sent.', created: false, notificationId: first.body.notificationId },
    })
    expect(await notificationsOf(team.owner.id, todoId)).toHaveLength(1)
  })

  it('gives simultaneous calls one notification between them (attack: ringing the bell twice by racing)', async () => {
    const todoId = await addTodo(team.event.id, [team.owner.id])
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => notify(team.sessions.editor, team.owner.id, todoId)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.body.notificationId)).size).toBe(1)
    expect(await notificationsOf(team.owner.id, todoId)).toHaveLength(1)
  })

  it('refuses a second unread notification for one todo in the database itself', async () => {
    const todoId = await addTodo(team.event.id, [team.owner.id])
    const row = { user_id: team.owner.id, event_id: team.event.id, type: 'todo_assigned', data: { todoId } }
    await sql(`insert into notifications (user_id, event_id, type, data) values ($1, $2, $3, $4)`, Object.values(row))
    await expect(
      sql(`insert into notifications (user_id, event_id, type, data) values ($1, $2, $3, $4)`, Object.values(row)),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('notifies again once the earlier notification was read (a later re-assignment)', async () => {
    const todoId = await addTodo(team.event.id, [team.editor.id])
    await notify(team.sessions.owner, team.editor.id, todoId)
    await sql(`update public.notifications set read = true where user_id = $1 and data ->> 'todoId' = $2`, [
      team.editor.id,
      todoId,
    ])
    expect((await notify(team.sessions.owner, team.editor.id, todoId)).status).toBe(201)
    expect(await notificationsOf(team.editor.id, todoId)).toHaveLength(2)
  })

  it('notifies a pending invitee who is already assigned', async () => {
    const invitee = await createUser({ prefix: 'pending' })
    await addMember(team.event.id, invitee, { status: 'pending', expiresAt: new Date(Date.now() + 86_400_000) })
    const todoId = await addTodo(team.event.id, [invitee.id])
    expect((await notify(team.sessions.owner, invitee.id, todoId)).status).toBe(201)
  })

  it('lets a global admin outside the team notify', async () => {
    const todoId = await addTodo(team.event.id, [team.editor.id])
    expect((await notify(team.sessions.admin, team.editor.id, todoId)).status).toBe(201)
  })

  it('never notifies the caller', async () => {
    const todoId = await addTodo(team.event.id, [team.owner.id])
    expect(await notify(team.sessions.owner, team.owner.id, todoId)).toMatchObject({
      status: 400,
      body: { error: 'You cannot notify yourself.' },
    })
    expect(await notificationsOf(team.owner.id, todoId)).toHaveLength(0)
  })

  it('refuses a caller outside the event, or only invited to it, with 403', async () => {
    const todoId = await addTodo(team.event.id, [team.editor.id])
    expect(await notify(team.sessions.outsider, team.editor.id, todoId)).toMatchObject({
      status: 403,
      body: { error: NOT_EVENT_MEMBER },
    })
    const invitee = await createUser({ prefix: 'pending' })
    await addMember(team.event.id, invitee, { status: 'pending', expiresAt: new Date(Date.now() + 86_400_000) })
    expect((await notify(await sessionToken(invitee.email), team.editor.id, todoId)).status).toBe(403)
    expect(await notificationsOf(team.editor.id, todoId)).toHaveLength(0)
  })

  it('refuses a recipient outside the event, or not assigned, with 403', async () => {
    const todoId = await addTodo(team.event.id, [team.outsider.id, team.owner.id])
    expect(await notify(team.sessions.editor, team.outsider.id, todoId)).toMatchObject({
      status: 403,
      body: { error: 'This user is not a member of this event.' },
    })
    const notAssigned = await addTodo(team.event.id, [])
    expect(await notify(team.sessions.owner, team.editor.id, notAssigned)).toMatchObject({
      status: 403,
      body: { error: 'This user is not assigned to this todo.' },
    })
  })

  it("refuses another event's todo, or an unknown one, with 404", async () => {
    const elsewhere = await addTodo(team.otherEvent.id, [team.editor.id])
    for (const todoId of [elsewhere, randomUUID()]) {
      expect(await notify(team.sessions.owner, team.editor.id, todoId)).toMatchObject({
        status: 404,
        body: { error: 'This todo was not found in this event.' },
      })
    }
  })

  it.each([
    ['another type', { type: 'guest_rsvp' }, "type must be 'todo_assigned'."],
    ['no data', { data: undefined }, 'data must be an object with todoId, todoName and by.'],
    [
      'a todo name of spaces',
      { data: { todoId: randomUUID(), todoName: '  ', by: 'Olive' } },
      'data.todoName must not be empty.',
    ],
    ['no author', { data: { todoId: randomUUID(), todoName: 'x' } }, 'data.by must be a text.'],
    [
      'a bad todo id',
      { data: { todoId: 'todo-1', todoName: 'x', by: 'Olive' } },
      'data.todoId must be a todo id (UUID).',
    ],
    ['a bad user id', { userId: 42 }, 'userId must be a user id (UUID).'],
    ['a bad event id', { eventId: 'wedding' }, 'eventId must be an event id (UUID).'],
  ])('refuses %s with 400', async (_label, change, error) => {
    const body = {
      eventId: team.event.id,
      userId: team.editor.id,
      type: 'todo_assigned',
      data: { todoId: randomUUID(), todoName: 'x', by: 'Olive' },
      ...change,
    }
    expect(await callApi('notify-user', { token: team.sessions.owner, body })).toMatchObject({
      status: 400,
      body: { error },
    })
  })
})
