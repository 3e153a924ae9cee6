import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { env, service, sql } from '../../testing/clients.ts'
import { Inbox, rawSocket, replyTo, type RawSocket } from '../../testing/realtime-helpers.ts'

/** The Phoenix protocol on the wire: heartbeats, errors for bad input, leaving, serializer versions, the apikey gate. */

const notes = (filter?: string, event = 'INSERT') => ({
  event,
  schema: 'public',
  table: 'conf_notes',
  ...(filter ? { filter } : {}),
})

async function join(socket: RawSocket, topic: string, ref: string, postgres_changes: unknown[] = []) {
  socket.send([
    ref,
    ref,
    topic,
    'phx_join',
    {
      config: {
        broadcast: { self: false, ack: false },
        presence: { key: '', enabled: false },
        postgres_changes,
        private: false,
      },
      access_token: env().serviceRoleKey,
    },
  ])
  return replyTo(socket, topic, ref)
}

const systemOf = (socket: RawSocket, topic: string) =>
  socket.frames
    .next((f) => f[2] === topic && f[3] === 'system', 3000, `system message on ${topic}`)
    .then((f) => f[4] as Record<string, unknown>)

describe('realtime protocol', () => {
  it('answers heartbeats, on the wire and through supabase-js', async () => {
    const socket = await rawSocket()
    socket.send([null, '7', 'phoenix', 'heartbeat', {}])
    expect(await replyTo(socket, 'phoenix', '7')).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    socket.close()

    const supabase = service()
    const beats = new Inbox<string>()
    supabase.realtime.onHeartbeat((status) => beats.push(status))
    supabase.realtime.connect()
    await new Promise<void>((resolve) =>
      (supabase.realtime as unknown as { socketAdapter: { onOpen(cb: () => void): void } }).socketAdapter.onOpen(() =>
        resolve(),
      ),
    )
    await supabase.realtime.sendHeartbeat()
    await beats.next((s) => s === 'ok')
    supabase.realtime.disconnect()
  })

  it('replies to bad frames with errors and keeps serving', async () => {
    const socket = await rawSocket()
    const cases: [unknown, string, string | null, string][] = [
      ['not json', 'phoenix', null, 'malformed message: invalid JSON'],
      [{ topic: 'phoenix' }, 'phoenix', null, 'malformed message: expected V2 array'],
      [[null, '2', 5, 'heartbeat', {}], 'phoenix', '2', 'malformed message: topic and event must be strings'],
      [[null, '3', 'realtime:never-joined', 'broadcast', {}], 'realtime:never-joined', '3', 'unmatched topic'],
      [['4', '4', 'room', 'phx_join', {}], 'room', '4', 'unmatched topic'],
      [[null, '5', 'phoenix', 'phx_join', {}], 'phoenix', '5', 'unmatched topic'],
      [['6', '6', 'realtime:', 'phx_join', {}], 'realtime:', '6', 'TopicNameRequired: You must provide a topic name'],
    ]
    for (const [frame, topic, ref, reason] of cases) {
      socket.send(frame)
      const reply = await socket.frames.next(
        (f) =>
          f[2] === topic &&
          f[1] === ref &&
          f[3] === 'phx_reply' &&
          (f[4] as { response: { reason: string } }).response.reason === reason,
        3000,
        reason,
      )
      expect(reply[4]).toEqual({ status: 'error', response: { reason } })
    }
    socket.ws.send(Buffer.from([9, 9, 9]))
    await socket.frames.next(
      (f) =>
        (f[4] as { response?: { reason?: string } })?.response?.reason ===
        'malformed message: unsupported binary frame',
    )
    socket.send([null, '8', 'phoenix', 'heartbeat', {}])
    await replyTo(socket, 'phoenix', '8')
    socket.close()
    const fresh = await rawSocket()
    fresh.send([null, '1', 'phoenix', 'heartbeat', {}])
    await replyTo(fresh, 'phoenix', '1')
    fresh.close()
  })

  it('answers a join with binding ids, then a system message for each outcome', async () => {
    const socket = await rawSocket()
    const good = notes(`owner=eq.${randomUUID()}`)
    const reply = await join(socket, 'realtime:good', '1', [good])
    const [{ id }] = (reply[4] as { response: { postgres_changes: { id: number }[] } }).response.postgres_changes
    expect(reply).toEqual([
      '1',
      '1',
      'realtime:good',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [{ ...good, id }] } },
    ])
    expect(await systemOf(socket, 'realtime:good')).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'good',
    })

    const bad: [string, unknown, RegExp][] = [
      ['realtime:op', notes('id=foo.1'), /^Error parsing `filter` params: \["foo", "1"\]$/],
      [
        'realtime:column',
        notes('nope=eq.1'),
        /An exception happened.*Exception: ERROR P0001 \(raise_exception\) invalid column for filter nope$/,
      ],
      [
        'realtime:value',
        notes('id=eq.abc'),
        /Exception: ERROR 22P02 \(invalid_text_representation\) invalid input syntax for type bigint: "abc"$/,
      ],
      ['realtime:in', notes('id=in.1,2'), /`in` filter value must be wrapped by parentheses$/],
      ['realtime:is', notes('body=is.true'), /is true filter requires a boolean column, got text$/],
      ['realtime:regex', notes('body=match.(['), /invalid regular expression|ERROR 2201B/],
      [
        'realtime:table',
        { event: '*', schema: 'public', table: 'conf_authors' },
        /^Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: \[event: \*, schema: public, table: conf_authors/,
      ],
      ['realtime:params', { event: '*' }, /^No subscription params provided/],
    ]
    for (const [topic, binding, message] of bad) {
      const answer = await join(socket, topic, topic, [binding])
      expect((answer[4] as { status: string }).status).toBe('ok')
      const system = await systemOf(socket, topic)
      expect(system).toMatchObject({ extension: 'postgres_changes', status: 'error', channel: topic.slice(9) })
      expect(system.message).toMatch(message)
    }
    socket.close()
  })

  it('leaves with a reply and phx_close, and stops delivering to the left topic', async () => {
    const owner = randomUUID()
    const socket = await rawSocket()
    await join(socket, 'realtime:left', '1', [notes(`owner=eq.${owner}`)])
    await join(socket, 'realtime:stays', '2', [notes(`owner=eq.${owner}`)])
    socket.send(['1', '3', 'realtime:left', 'phx_leave', {}])
    expect(await replyTo(socket, 'realtime:left', '3')).toEqual([
      '1',
      '3',
      'realtime:left',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    expect(await socket.frames.next((f) => f[2] === 'realtime:left' && f[3] === 'phx_close')).toEqual([
      '1',
      '1',
      'realtime:left',
      'phx_close',
      {},
    ])
    await sql('insert into public.conf_notes (owner, body) values ($1, $2)', [owner, 'after leave'])
    const change = await socket.frames.next((f) => f[2] === 'realtime:stays' && f[3] === 'postgres_changes')
    expect(change[0]).toBeNull()
    expect(socket.frames.items.filter((f) => f[2] === 'realtime:left' && f[3] === 'postgres_changes')).toEqual([])
    socket.send(['1', '4', 'realtime:left', 'broadcast', {}])
    expect((await replyTo(socket, 'realtime:left', '4'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    })
    socket.close()
  })

  it('speaks the 1.0.0 serializer with JSON objects', async () => {
    const socket = await rawSocket(`apikey=${env().anonKey}&vsn=1.0.0`)
    const owner = randomUUID()
    socket.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' })
    expect(await replyTo(socket, 'phoenix', '1')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
    socket.send({
      topic: 'realtime:v1',
      event: 'phx_join',
      ref: '2',
      join_ref: '2',
      payload: { config: { postgres_changes: [notes(`owner=eq.${owner}`)] }, access_token: env().serviceRoleKey },
    })
    await replyTo(socket, 'realtime:v1', '2')
    await systemOf(socket, 'realtime:v1')
    await sql('insert into public.conf_notes (owner, body) values ($1, $2)', [owner, 'v1'])
    const change = await socket.frames.next((f) => f[3] === 'postgres_changes')
    expect(change[4]).toMatchObject({
      ids: [expect.any(Number)],
      data: { type: 'INSERT', record: { owner, body: 'v1' } },
    })
    socket.close()
  })

  it('refuses the upgrade without a valid apikey or with an unknown vsn', async () => {
    await expect(rawSocket('apikey=nope&vsn=2.0.0')).rejects.toMatchObject({ status: 401 })
    await expect(rawSocket('vsn=2.0.0')).rejects.toMatchObject({ status: 401 })
    await expect(rawSocket(`apikey=${env().anonKey}&vsn=3.0.0`)).rejects.toMatchObject({ status: 403 })
  })
})
