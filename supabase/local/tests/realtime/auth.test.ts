import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../shared/jwt.ts'
import { anon, env, service, sql } from '../../testing/clients.ts'
import { byId, Inbox, listen, rawSocket, replyTo, userClient, userToken } from '../../testing/realtime-helpers.ts'

/** Tokens on realtime channels: join checks, `access_token` refreshes, expiry, private channels. */

const clients: SupabaseClient[] = []
const track = <T extends SupabaseClient>(c: T) => (clients.push(c), c)
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels()
})

const insertNote = async (owner: string, body: string, isPublic = false) =>
  Number(
    (
      await sql<{ id: number }>(
        'insert into public.conf_notes (owner, body, is_public) values ($1, $2, $3) returning id',
        [owner, body, isPublic],
      )
    )[0].id,
  )

describe('realtime tokens', () => {
  it('applies a refreshed access_token to what the channel may read', async () => {
    const owner = randomUUID()
    const supabase = track(anon())
    const l = await listen(supabase, [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    const hidden = await insertNote(owner, 'private before')
    const marker = await insertNote(owner, 'public marker', true)
    await l.changes.next(byId(marker))
    expect(l.changes.items.some(byId(hidden))).toBe(false)

    // setAuth pushes `access_token`; the server re-subscribes under the user's claims and says so.
    await supabase.realtime.setAuth(await userToken(owner))
    await l.system.next(() => l.system.items.length === 2, 3000, 'second "Subscribed to PostgreSQL"')
    expect(l.system.items[1]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    })
    const visible = await insertNote(owner, 'private after')
    await l.changes.next(byId(visible))
  })

  it('shuts the channel down when access_token brings an expired token', async () => {
    const owner = randomUUID()
    const supabase = track(await userClient(await userToken(owner)))
    const l = await listen(supabase, [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    await supabase.realtime.setAuth(await userToken(owner, -30))
    const shutdown = await l.system.next((m) => m.extension === 'system')
    expect(shutdown).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Token has expired (29|30|31) seconds ago$/),
    })
    await l.statuses.next((s) => s.status === 'CLOSED')
  })

  it('ends a channel when its token expires while subscribed', async () => {
    const owner = randomUUID()
    const supabase = track(await userClient(await userToken(owner, 2)))
    const l = await listen(supabase, [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    const shutdown = await l.system.next((m) => m.extension === 'system', 6000, 'expiry shutdown')
    expect(shutdown).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^Token has expired \d seconds ago$/),
    })
    await l.statuses.next((s) => s.status === 'CLOSED')
  })

  it('stops delivering to a channel shut down by a bad token (raw frames)', async () => {
    const owner = randomUUID()
    const socket = await rawSocket()
    socket.send([
      '1',
      '1',
      'realtime:doomed',
      'phx_join',
      {
        config: {
          postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'conf_notes', filter: `owner=eq.${owner}` }],
        },
        access_token: env().serviceRoleKey,
      },
    ])
    socket.send([
      '2',
      '2',
      'realtime:barrier',
      'phx_join',
      {
        config: {
          postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'conf_notes', filter: `owner=eq.${owner}` }],
        },
        access_token: env().serviceRoleKey,
      },
    ])
    await replyTo(socket, 'realtime:barrier', '2')
    socket.send(['1', '3', 'realtime:doomed', 'access_token', { access_token: 'not-a-jwt' }])
    const system = await socket.frames.next(
      (f) => f[2] === 'realtime:doomed' && f[3] === 'system' && (f[4] as { extension: string }).extension === 'system',
    )
    expect(system).toEqual([
      '1',
      null,
      'realtime:doomed',
      'system',
      { extension: 'system', status: 'error', message: 'The token provided is not a valid JWT', channel: 'doomed' },
    ])
    await socket.frames.next((f) => f[2] === 'realtime:doomed' && f[3] === 'phx_close')
    const id = await insertNote(owner, 'after shutdown')
    await socket.frames.next((f) => f[2] === 'realtime:barrier' && f[3] === 'postgres_changes')
    expect(socket.frames.items.filter((f) => f[2] === 'realtime:doomed' && f[3] === 'postgres_changes')).toEqual([])
    expect(id).toBeGreaterThan(0)
    socket.close()
  })

  it.each([
    [
      'a token signed with another secret',
      async () => signJwt({ role: 'authenticated', exp: 4e9 }, 'x'.repeat(40)),
      'JwtSignatureError: Failed to validate JWT signature',
    ],
    [
      'an expired token',
      () => userToken(randomUUID(), -100),
      /^InvalidJWTToken: Token has expired (99|100|101) seconds ago$/,
    ],
    ['a malformed token', async () => 'garbage', 'MalformedJWT: The token provided is not a valid JWT'],
    [
      'a token without exp',
      async () => signJwt({ role: 'authenticated' }, env().jwtSecret),
      'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
    ],
  ])('refuses a join with %s', async (_what, token, reason) => {
    const socket = await rawSocket()
    socket.send(['1', '1', 'realtime:guarded', 'phx_join', { config: {}, access_token: await token() }])
    const reply = await replyTo(socket, 'realtime:guarded', '1')
    expect(reply[4]).toEqual({
      status: 'error',
      response: { reason: typeof reason === 'string' ? reason : expect.stringMatching(reason) },
    })
    socket.close()
  })

  it('reports a refused join to supabase-js as CHANNEL_ERROR', async () => {
    const supabase = track(anon())
    await supabase.realtime.setAuth(await signJwt({ role: 'authenticated', exp: 4e9 }, 'y'.repeat(40)))
    const statuses = new Inbox<{ status: string; error?: Error }>()
    supabase.channel('forged').subscribe((status, error) => statuses.push({ status, error }))
    const failed = await statuses.next((s) => s.status === 'CHANNEL_ERROR')
    expect(failed.error?.message).toBe('JwtSignatureError: Failed to validate JWT signature')
  })

  it('lets only the service role join private channels', async () => {
    const user = track(await userClient(await userToken()))
    const denied = new Inbox<{ status: string; error?: Error }>()
    user
      .channel('secret-room', { config: { private: true } })
      .subscribe((status, error) => denied.push({ status, error }))
    const refusal = await denied.next((s) => s.status === 'CHANNEL_ERROR')
    expect(refusal.error?.message).toBe(
      'Unauthorized: You do not have permissions to read from this Channel topic: secret-room',
    )

    const admin = track(service())
    const allowed = new Inbox<{ status: string }>()
    admin.channel('secret-room', { config: { private: true } }).subscribe((status) => allowed.push({ status }))
    await allowed.next((s) => s.status === 'SUBSCRIBED')
  })
})
