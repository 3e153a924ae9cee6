import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOT_SIGNED_IN } from '../../../api/_lib/caller.ts'
import { callApi, sessionToken } from '../support/api-calls.ts'
import { env } from '../support/clients.ts'
import { createUser, type TestUser } from '../support/event-fixtures.ts'

// A body each endpoint would otherwise accept, so only the guard under test can refuse it.
const bodies: Record<string, unknown> = {
  'invite-user': { email: 'someone@example.test', eventId: randomUUID(), status: 'pending' },
  'notify-user': {
    eventId: randomUUID(),
    userId: randomUUID(),
    type: 'todo_assigned',
    data: { todoId: randomUUID(), todoName: 'Book', by: 'Olive' },
  },
  'add-domain': { domain: 'guard.example', eventId: randomUUID() },
  'delete-domain': { domain: 'guard.example', eventId: randomUUID() },
}

let user: TestUser
let session: string
beforeAll(async () => {
  user = await createUser({ prefix: 'guard' })
  session = await sessionToken(user.email)
})

describe.each(Object.keys(bodies))('/api/%s guards', (name) => {
  const body = bodies[name]

  it.each(['GET', 'PUT', 'DELETE'])('answers %s with 405 and Allow: POST', async (method) => {
    const answer = await callApi(name, { method, token: session, body })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST')
    expect(answer.body).toEqual({ error: 'Method not allowed' })
  })

  it('refuses a request without a bearer token with 401', async () => {
    const answer = await callApi(name, { body })
    expect(answer).toMatchObject({ status: 401, body: { error: NOT_SIGNED_IN } })
    expect(answer.headers.get('content-type')).toContain('application/json')
  })

  it.each([
    ['the service role key', () => env().serviceRoleKey],
    ['the anon key', () => env().anonKey],
    ['a malformed token', () => 'not-a-jwt'],
    // Validly signed, but no such session exists at the auth service.
    ['a hand-signed token', () => user.token],
  ])('refuses %s as bearer with 401', async (_label, token) => {
    expect(await callApi(name, { token: token(), body })).toMatchObject({ status: 401, body: { error: NOT_SIGNED_IN } })
  })

  it.each([
    ['malformed JSON', { raw: '{"email": ' }],
    ['a JSON array', { raw: '[]' }],
    ['plain text', { raw: 'hello', headers: { 'Content-Type': 'text/plain' } }],
    ['an empty body', { raw: '' }],
  ])('refuses %s with 400', async (_label, options) => {
    const answer = await callApi(name, { token: session, ...options })
    expect(answer).toMatchObject({ status: 400, body: { error: 'The request body must be a JSON object.' } })
  })

  it('answers no-store JSON', async () => {
    const answer = await callApi(name, { token: session, body: {} })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})
