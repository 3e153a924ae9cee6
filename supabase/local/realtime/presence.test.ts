import { describe, expect, it } from 'vitest'
import { TopicPresence } from './presence.ts'

describe('TopicPresence', () => {
  it('tracks, updates and untracks with Phoenix-shaped diffs', () => {
    const topic = new TopicPresence()
    const joined = topic.track('socket-1', 'alice', { status: 'online' })
    const ref = joined!.joins.alice.metas[0].phx_ref
    expect(joined).toEqual({ joins: { alice: { metas: [{ status: 'online', phx_ref: ref }] } }, leaves: {} })

    expect(topic.track('socket-1', 'alice', { status: 'online' })).toBeNull()

    const updated = topic.track('socket-1', 'alice', { status: 'away' })
    expect(updated!.leaves).toEqual({ alice: { metas: [{ status: 'online', phx_ref: ref }] } })
    expect(updated!.joins.alice.metas[0]).toMatchObject({ status: 'away', phx_ref_prev: ref })

    topic.track('socket-2', 'alice', { status: 'online' })
    expect(topic.state().alice.metas).toHaveLength(2)

    expect(topic.untrack('socket-1', 'alice')!.leaves.alice.metas[0]).toMatchObject({ status: 'away' })
    expect(topic.untrack('socket-1', 'alice')).toBeNull()
    expect(topic.untrack('socket-2', 'alice')).not.toBeNull()
    expect(topic.state()).toEqual({})
    expect(topic.empty).toBe(true)
  })
})
