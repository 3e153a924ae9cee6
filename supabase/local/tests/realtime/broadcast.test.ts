import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { anon, env } from '../../testing/clients.ts'
import { Inbox, rawSocket, replyTo } from '../../testing/realtime-helpers.ts'

/** Broadcast and presence between real supabase-js clients, and broadcast over HTTP. */

const clients: SupabaseClient[] = []
const fresh = () => {
  const c = anon()
  clients.push(c)
  return c
}
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels()
})

type Message = { type: string; event: string; payload: unknown }

async function joined(channel: RealtimeChannel): Promise<RealtimeChannel> {
  const statuses = new Inbox<string>()
  channel.subscribe((status) => statuses.push(status))
  const status = await statuses.next((s) => s !== 'CLOSED')
  if (status !== 'SUBSCRIBED') throw new Error(status)
  return channel
}

function received(channel: RealtimeChannel, event = '*'): Inbox<Message> {
  const inbox = new Inbox<Message>()
  channel.on('broadcast', { event }, (m: Message) => inbox.push(m))
  return inbox
}

describe('realtime broadcast and presence', () => {
  it('relays broadcasts to the other subscribers, to the sender only with self, and acks', async () => {
    const room = `room-${randomUUID()}`
    const listener = fresh().channel(room)
    const heard = received(listener, 'cursor')
    await joined(listener)
    const sender = fresh().channel(room, { config: { broadcast: { self: true, ack: true } } })
    const echoed = received(sender, 'cursor')
    await joined(sender)
    const quiet = fresh().channel(room)
    const quietHeard = received(quiet)
    await joined(quiet)

    expect(await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok')
    expect(await heard.next()).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })
    expect(await echoed.next()).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })
    await quietHeard.next()

    // Without self the sender hears nothing of its own; the listener is the barrier.
    expect(await quiet.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })).toBe('ok')
    await heard.next((m) => (m.payload as { x: number }).x === 2)
    await echoed.next((m) => (m.payload as { x: number }).x === 2)
    expect(quietHeard.items).toHaveLength(1)
  })

  it('relays raw bytes to V2 sockets and JSON to V1 sockets', async () => {
    const room = `bytes-${randomUUID()}`
    const v2 = fresh().channel(room)
    const heard = received(v2)
    await joined(v2)
    const v1 = await rawSocket(`apikey=${env().anonKey}&vsn=1.0.0`)
    v1.send({ topic: `realtime:${room}`, event: 'phx_join', ref: '1', join_ref: '1', payload: { config: {} } })
    await replyTo(v1, `realtime:${room}`, '1')
    const sender = await joined(fresh().channel(room))

    const bytes = new Uint8Array([1, 2, 3]).buffer
    await sender.send({ type: 'broadcast', event: 'blob', payload: bytes })
    const blob = await heard.next((m) => m.event === 'blob')
    expect(new Uint8Array(blob.payload as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]))

    await sender.send({ type: 'broadcast', event: 'note', payload: { hello: 'v1' } })
    const json = await v1.frames.next((f) => f[3] === 'broadcast')
    expect(json).toEqual([
      null,
      null,
      `realtime:${room}`,
      'broadcast',
      { type: 'broadcast', event: 'note', payload: { hello: 'v1' } },
    ])
    // The raw bytes never reach the V1 socket (it has no binary framing); the JSON one came after them.
    expect(v1.frames.items.filter((f) => f[3] === 'broadcast' || f[0] === 'binary')).toHaveLength(1)
    v1.close()
  })

  it('broadcasts over HTTP with httpSend and the batch endpoint', async () => {
    const room = `http-${randomUUID()}`
    const listener = fresh().channel(room)
    const heard = received(listener)
    await joined(listener)
    await fresh().channel(room).httpSend('ping', { n: 1 })
    expect(await heard.next()).toEqual({ type: 'broadcast', event: 'ping', payload: { n: 1 } })

    const url = `${env().apiUrl}/realtime/v1/api/broadcast`
    const headers = { apikey: env().anonKey, 'content-type': 'application/json' }
    const ok = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ messages: [{ topic: room, event: 'pong', payload: { n: 2 } }] }),
    })
    expect(ok.status).toBe(202)
    await heard.next((m) => m.event === 'pong')
    const bad = await fetch(url, { method: 'POST', headers, body: '{"messages": "nope"}' })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({ errors: { messages: ['messages: is required'] } })
  })

  it('syncs presence: state, joins, leaves', async () => {
    const room = `lobby-${randomUUID()}`
    const alice = fresh().channel(room, { config: { presence: { key: 'alice' } } })
    const aliceJoins = new Inbox<{ key: string }>()
    const aliceLeaves = new Inbox<{ key: string }>()
    alice.on('presence', { event: 'join' }, (p: { key: string }) => aliceJoins.push(p))
    alice.on('presence', { event: 'leave' }, (p: { key: string }) => aliceLeaves.push(p))
    await joined(alice)
    expect(await alice.track({ mood: 'happy' })).toBe('ok')
    await aliceJoins.next((p) => p.key === 'alice')

    const bob = fresh().channel(room, { config: { presence: { key: 'bob' } } })
    const bobSyncs = new Inbox<number>()
    bob.on('presence', { event: 'sync' }, () => bobSyncs.push(Object.keys(bob.presenceState()).length))
    await joined(bob)
    await bobSyncs.next((n) => n === 1)
    expect(bob.presenceState().alice).toEqual([
      expect.objectContaining({ mood: 'happy', presence_ref: expect.any(String) }),
    ])
    await bob.track({ mood: 'busy' })
    await aliceJoins.next((p) => p.key === 'bob')
    expect(Object.keys(alice.presenceState()).sort()).toEqual(['alice', 'bob'])

    expect(await bob.untrack()).toBe('ok')
    await aliceLeaves.next((p) => p.key === 'bob')
    await bob.track({ mood: 'back' })
    await aliceJoins.next((p) => p.key === 'bob' && aliceJoins.items.filter((j) => j.key === 'bob').length === 2)
    await bob.unsubscribe()
    await aliceLeaves.next((p) => p.key === 'bob' && aliceLeaves.items.length === 2)
    expect(Object.keys(alice.presenceState())).toEqual(['alice'])
  })
})
