import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { anon, service, sql } from '../../testing/clients.ts'
import { byId, listen, userClient, userToken } from '../../testing/realtime-helpers.ts'

/** postgres_changes through the real supabase-js client: payload shape, filters, RLS. */

const clients: SupabaseClient[] = []
const track = <T extends SupabaseClient>(c: T) => (clients.push(c), c)
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels()
})

async function insertNote(owner: string, body: string, isPublic = false): Promise<number> {
  const [row] = await sql<{ id: number }>(
    'insert into public.conf_notes (owner, body, is_public) values ($1, $2, $3) returning id',
    [owner, body, isPublic],
  )
  return Number(row.id)
}

describe('realtime postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE with eq filters, shaped as supabase-js expects', async () => {
    const sub = randomUUID()
    const alice = track(await userClient(await userToken(sub)))
    const mine = await listen(alice, [{ event: '*', filter: `owner=eq.${sub}` }])

    const { data: note } = await alice.from('conf_notes').insert({ body: 'hello' }).select().single().throwOnError()
    const inserted = await mine.changes.next(byId(note!.id))
    expect(inserted).toMatchObject({
      schema: 'public',
      table: 'conf_notes',
      eventType: 'INSERT',
      new: { id: note!.id, owner: sub, body: 'hello', is_public: false },
      old: {},
      errors: null,
    })
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Date.parse(inserted.new.created_at as string)).toBe(Date.parse(note!.created_at))

    // Only id is filterable on a DELETE: the old values carry the primary key alone (REPLICA IDENTITY DEFAULT).
    const byRow = await listen(alice, [{ event: 'DELETE', filter: `id=eq.${note!.id}` }])
    await alice.from('conf_notes').update({ body: 'edited' }).eq('id', note!.id).throwOnError()
    const updated = await mine.changes.next((c) => c.eventType === 'UPDATE' && byId(note!.id)(c))
    expect(updated.new).toMatchObject({ id: note!.id, body: 'edited', owner: sub })
    expect(updated.old).toEqual({ id: note!.id })

    await alice.from('conf_notes').delete().eq('id', note!.id).throwOnError()
    const deleted = await byRow.changes.next(byId(note!.id))
    expect(deleted).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: note!.id }, table: 'conf_notes' })
    expect(byRow.changes.items).toHaveLength(1)
    expect(mine.changes.items.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE'])
  })

  it('filters with neq, gt, in and like, ANDs conditions, and names every matching binding', async () => {
    const owner = randomUUID()
    const tag = randomUUID().slice(0, 8)
    const l = await listen(track(service()), [
      { event: 'INSERT', filter: `owner=eq.${owner},body=neq.skip` },
      { event: 'INSERT', filter: `body=in.(keep-${tag},"a,b-${tag}")` },
      { event: 'INSERT', filter: `id=gt.0,owner=eq.${owner},body=like.mark%` },
    ])
    const skip = await insertNote(owner, 'skip')
    const both = await insertNote(owner, `a,b-${tag}`)
    const marker = await insertNote(owner, 'marker')
    // One message per change, its `ids` naming each matching binding: supabase-js calls each binding's callback.
    await l.changes.next((c) => c.new.id === marker && l.changes.items.filter(byId(marker)).length === 2)
    expect(l.changes.items.filter(byId(both))).toHaveLength(2)
    expect(l.changes.items.some(byId(skip))).toBe(false)
  })

  it('shows a user only the rows RLS lets them read', async () => {
    const [a, b] = [randomUUID(), randomUUID()]
    const alice = track(await userClient(await userToken(a)))
    const bob = track(await userClient(await userToken(b)))
    const la = await listen(alice, [{ event: 'INSERT' }])
    const lb = await listen(bob, [{ event: 'INSERT' }])
    const secret = await insertNote(a, 'alice only')
    const marker = await insertNote(a, 'for everyone', true)
    // Changes reach each socket in commit order: once Bob has the marker, the private row would have come first.
    await lb.changes.next(byId(marker))
    await la.changes.next(byId(marker))
    expect(lb.changes.items.some(byId(secret))).toBe(false)
    expect(la.changes.items.some(byId(secret))).toBe(true)
  })

  it('gives anon public rows only and the service role every row', async () => {
    const owner = randomUUID()
    const anonymous = await listen(track(anon()), [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    const admin = await listen(track(service()), [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    const secret = await insertNote(owner, 'private')
    const open = await insertNote(owner, 'public', true)
    await anonymous.changes.next(byId(open))
    expect(anonymous.changes.items.map((c) => c.new.id)).toEqual([open])
    await admin.changes.next(byId(open))
    expect(admin.changes.items.map((c) => c.new.id)).toEqual([secret, open])
  })

  it('stops delivering after unsubscribe', async () => {
    const owner = randomUUID()
    const svc = track(service())
    const left = await listen(svc, [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    const stays = await listen(svc, [{ event: 'INSERT', filter: `owner=eq.${owner}` }])
    const before = await insertNote(owner, 'before')
    await left.changes.next(byId(before))
    expect(await left.channel.unsubscribe()).toBe('ok')
    const after = await insertNote(owner, 'after')
    await stays.changes.next(byId(after))
    expect(left.changes.items.map((c) => c.new.id)).toEqual([before])
  })

  // Latency is measured by `npm run bench`, never asserted here: a loaded machine must not fail the suite.
  it('delivers every one of a run of inserts, in order', async () => {
    // A signed-in user's subscription: each delivery includes the RLS read check.
    const owner = randomUUID()
    const l = await listen(track(await userClient(await userToken(owner))), [
      { event: 'INSERT', filter: `owner=eq.${owner}` },
    ])
    const ids: unknown[] = []
    for (let i = 0; i < 30; i++) {
      const id = await insertNote(owner, `n${i}`)
      ids.push(id)
      await l.changes.next(byId(id))
    }
    expect(l.changes.items.map((c) => c.new.id)).toEqual(ids)
  })
})
