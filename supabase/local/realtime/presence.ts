import { randomBytes } from 'node:crypto'

/**
 * Phoenix Presence state for one topic: each key holds the metas tracked under it (one per
 * tracking channel), every meta tagged with a `phx_ref`. State and diffs have Phoenix's shape,
 * `{key: {metas: [...]}}` and `{joins, leaves}`, which realtime-js's presence adapter consumes.
 * https://hexdocs.pm/phoenix/Phoenix.Presence.html
 * https://supabase.com/docs/guides/realtime/presence
 */
export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string }
export type PresenceState = Record<string, { metas: Meta[] }>
export interface PresenceDiff {
  joins: PresenceState
  leaves: PresenceState
}

const newRef = () => randomBytes(8).toString('base64')

export class TopicPresence {
  /** key → (tracker id → meta) */
  private entries = new Map<string, Map<string, Meta>>()

  get empty(): boolean {
    return this.entries.size === 0
  }

  state(): PresenceState {
    const out: PresenceState = {}
    for (const [key, metas] of this.entries) out[key] = { metas: [...metas.values()] }
    return out
  }

  /** Tracks or updates `tracker`'s meta under `key`; returns the diff to broadcast, or null when nothing changed. */
  track(tracker: string, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const metas = this.entries.get(key) ?? new Map<string, Meta>()
    this.entries.set(key, metas)
    const previous = metas.get(tracker)
    if (previous && JSON.stringify(stripRefs(previous)) === JSON.stringify(payload)) return null
    const meta: Meta = { ...payload, phx_ref: newRef() }
    if (previous) meta.phx_ref_prev = previous.phx_ref
    metas.set(tracker, meta)
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [key]: { metas: [previous] } } : {},
    }
  }

  untrack(tracker: string, key: string): PresenceDiff | null {
    const metas = this.entries.get(key)
    const previous = metas?.get(tracker)
    if (!metas || !previous) return null
    metas.delete(tracker)
    if (!metas.size) this.entries.delete(key)
    return { joins: {}, leaves: { [key]: { metas: [previous] } } }
  }
}

function stripRefs(meta: Meta): Record<string, unknown> {
  const { phx_ref: _ref, phx_ref_prev: _prev, ...rest } = meta
  return rest
}
