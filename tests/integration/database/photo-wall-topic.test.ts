import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anon, client, env, sql } from '../support/clients.ts'
import { addPhoto, createTeam, type Team } from '../support/event-fixtures.ts'
import { Inbox } from '../../../supabase/local/testing/realtime-helpers.ts'

// Issue 28, G3: an anonymous socket on `photo-wall:{eventId}` and the HTTP broadcast endpoint
// (202 with the anon key) delivered forged messages to a listening wall. The topic is private now,
// with a listen-only policy on realtime.messages: written as the attacks, on the wall's topic.

const clients: SupabaseClient[] = []
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels()
})

type Heard = Inbox<{ event: string; payload: unknown }>

/** A channel on the topic, joined; `heard` collects every broadcast it receives. */
async function join(
  c: SupabaseClient,
  topic: string,
  isPrivate: boolean,
): Promise<{ channel: RealtimeChannel; heard: Heard }> {
  clients.push(c)
  const channel = c.channel(topic, { config: { private: isPrivate, broadcast: { ack: true } } })
  const heard: Heard = new Inbox()
  channel.on('broadcast', { event: '*' }, (m: { event: string; payload: unknown }) => heard.push(m))
  const statuses = new Inbox<string>()
  channel.subscribe((status) => statuses.push(status))
  expect(await statuses.next((s) => s !== 'CLOSED', 5000)).toBe('SUBSCRIBED')
  return { channel, heard }
}

const forged = { event: 'photos-changed', payload: { forged: true } }

describe("attack: sending on a photo wall's topic", () => {
  let team: Team
  let topic: string
  beforeAll(async () => {
    team = await createTeam()
    topic = `photo-wall:${team.event.id}`
  })

  it('lets anyone listen to the private topic, and the wall still hears the real nudges', async () => {
    const wall = await join(anon(), topic, true)
    await addPhoto(team.event, { public: true })
    expect(await wall.heard.next(() => true, 5000, 'the nudge')).toMatchObject({ event: 'photos-changed', payload: {} })
  })

  it('drops what an anonymous or signed-in socket sends on the private topic; the wall hears only the database', async () => {
    const wall = await join(anon(), topic, true)
    const attacker = await join(anon(), topic, true)
    const outsider = await join(team.outsider.db, topic, true)
    const member = await join(team.owner.db, topic, true)
    for (const { channel } of [attacker, outsider, member]) {
      for (let i = 0; i < 20; i++) expect(await channel.send({ type: 'broadcast', ...forged })).not.toBe('ok')
    }
    // On the public topic of the same name anyone may send, but that is another topic.
    const open = await join(anon(), topic, false)
    expect(await open.channel.send({ type: 'broadcast', ...forged })).toBe('ok')
    // The barrier: the database's nudge comes after the forgeries, and is the only thing heard.
    await addPhoto(team.event, { public: true })
    await wall.heard.next(() => true, 5000, 'the nudge')
    expect(wall.heard.items).toHaveLength(1)
    expect(wall.heard.items[0]).toMatchObject({ event: 'photos-changed', payload: {} })
  })

  it('drops what the HTTP broadcast endpoint is sent with the anon key or a user token', async () => {
    const wall = await join(anon(), topic, true)
    const url = `${env().apiUrl}/realtime/v1/api/broadcast`
    for (const token of [env().anonKey, team.outsider.token, team.owner.token]) {
      const headers = { apikey: env().anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
      const batch = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ messages: Array.from({ length: 20 }, () => ({ topic, ...forged, private: true })) }),
      })
      expect(batch.status).toBe(202)
      const single = await fetch(`${url}/${encodeURIComponent(topic)}/events/photos-changed?private=true`, {
        method: 'POST',
        headers,
        body: '{"forged": true}',
      })
      expect(single.status).toBe(202)
    }
    await client(env().anonKey)
      .channel(topic, { config: { private: true } })
      .httpSend('photos-changed', { forged: 1 })
    await addPhoto(team.event, { public: true })
    await wall.heard.next(() => true, 5000, 'the nudge')
    expect(wall.heard.items).toHaveLength(1)
    expect(wall.heard.items[0]).toMatchObject({ event: 'photos-changed', payload: {} })
  })

  it('gives no insert policy on realtime.messages to anyone but the database', async () => {
    const policies = await sql<{ cmd: string; roles: string[] }>(
      `select cmd, roles::text[] as roles from pg_policies where schemaname = 'realtime' and tablename = 'messages'`,
    )
    expect(policies.filter((p) => p.cmd !== 'SELECT')).toEqual([])
  })
})
