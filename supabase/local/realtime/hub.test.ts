import { describe, expect, it } from 'vitest'
import { Hub, type BroadcastMessage, type Member } from './hub.ts'
import type { PresenceDiff } from './presence.ts'

class Fake implements Member {
  broadcasts: BroadcastMessage[] = []
  diffs: PresenceDiff[] = []
  constructor(
    readonly uid: string,
    readonly topicKey: string,
    public ready = true,
  ) {}
  receiveBroadcast(message: BroadcastMessage) {
    this.broadcasts.push(message)
  }
  receivePresenceDiff(diff: PresenceDiff) {
    this.diffs.push(diff)
  }
}

const message: BroadcastMessage = { json: { type: 'broadcast', event: 'e', payload: {} } }

describe('Hub', () => {
  it('broadcasts within one topic, to the sender only with self, never to members still joining', () => {
    const hub = new Hub<Fake>(async () => {})
    const [a, b, joining, other] = [
      new Fake('a', 'public:room'),
      new Fake('b', 'public:room'),
      new Fake('c', 'public:room', false),
      new Fake('d', 'private:room'),
    ]
    for (const m of [a, b, joining, other]) hub.add(m)
    hub.broadcast(a, 'public:room', message, false)
    expect([a, b, joining, other].map((m) => m.broadcasts.length)).toEqual([0, 1, 0, 0])
    hub.broadcast(a, 'public:room', message, true)
    expect([a, b, joining, other].map((m) => m.broadcasts.length)).toEqual([1, 2, 0, 0])
  })

  it('switches capture on with the first postgres_changes subscriber and off after the last leaves', async () => {
    const counts: number[] = []
    const hub = new Hub<Fake>(async (n) => void counts.push(n))
    const [a, b] = [new Fake('a', 'public:x'), new Fake('b', 'public:y')]
    hub.add(a)
    hub.add(b)
    await hub.setPostgresChanges(a, true)
    await hub.setPostgresChanges(b, true)
    await hub.setPostgresChanges(b, true)
    expect(hub.postgresSubscribers()).toEqual([a, b])
    await hub.remove(a, 'key-a')
    await hub.remove(b, 'key-b')
    await hub.remove(b, 'key-b')
    expect(counts).toEqual([1, 2, 1, 0])
    expect(hub.postgresSubscribers()).toEqual([])
  })

  it('untracks presence when a member leaves and tells the others', async () => {
    const hub = new Hub<Fake>(async () => {})
    const [a, b] = [new Fake('a', 'public:lobby'), new Fake('b', 'public:lobby')]
    hub.add(a)
    hub.add(b)
    hub.track(a, 'alice', { online: true })
    expect(Object.keys(hub.presenceState('public:lobby'))).toEqual(['alice'])
    expect(b.diffs[0].joins.alice.metas[0]).toMatchObject({ online: true })
    await hub.remove(a, 'alice')
    expect(b.diffs[1].leaves.alice.metas[0]).toMatchObject({ online: true })
    expect(hub.presenceState('public:lobby')).toEqual({})
    hub.broadcast(null, 'public:lobby', message, true)
    expect(a.broadcasts).toEqual([])
  })
})
