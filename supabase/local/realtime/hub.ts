import type { UserBroadcast } from './frames.ts'
import { TopicPresence, type PresenceDiff, type PresenceState } from './presence.ts'

/** What the hub needs from a joined channel. */
export interface Member {
  readonly uid: string
  readonly topicKey: string
  /** Delivery is held back until the join reply went out. */
  readonly ready: boolean
  receiveBroadcast(message: BroadcastMessage): void
  receivePresenceDiff(diff: PresenceDiff): void
}

/** A broadcast as relayed: JSON payloads as sent, binary pushes kept encoded for V2 receivers. */
export interface BroadcastMessage {
  json: Record<string, unknown>
  binary?: UserBroadcast
}

/**
 * Everything shared between sockets: channels per topic (public and private topics are distinct,
 * as upstream's `tenant_topic`), presence per topic, and the set of channels that subscribe to
 * postgres_changes (whose size switches the change capture on and off).
 */
export class Hub<M extends Member = Member> {
  private topics = new Map<string, Set<M>>()
  private presence = new Map<string, TopicPresence>()
  private pg = new Set<M>()
  /** The latest turning-on of the database's relay, which later joins wait for too. */
  private relayReady: Promise<void> = Promise.resolve()

  constructor(
    private onSubscribersChanged: (count: number) => Promise<void>,
    /** Told whether any channel is joined at all (the database's broadcasts need a listener). */
    private onJoinedChanged: (any: boolean) => Promise<void> = async () => {},
  ) {}

  /**
   * Resolves once the database relays its broadcasts (the first channel turns that on): a join is
   * answered only then, so a `realtime.send` committed after the client saw its join reaches it.
   */
  add(member: M): Promise<void> {
    const before = this.topics.size
    const set = this.topics.get(member.topicKey) ?? new Set<M>()
    set.add(member)
    this.topics.set(member.topicKey, set)
    this.relayReady = before ? this.relayReady : this.onJoinedChanged(true)
    return this.relayReady
  }

  async remove(member: M, presenceKey: string): Promise<void> {
    const set = this.topics.get(member.topicKey)
    set?.delete(member)
    if (set && !set.size) {
      this.topics.delete(member.topicKey)
      if (!this.topics.size) void this.onJoinedChanged(false)
    }
    this.untrack(member, presenceKey)
    await this.setPostgresChanges(member, false)
  }

  /** Upstream's `broadcast_from` unless the sender asked for `self`. */
  broadcast(from: M | null, topicKey: string, message: BroadcastMessage, self: boolean): void {
    for (const member of this.topics.get(topicKey) ?? []) {
      if (member.ready && (self || member !== from)) member.receiveBroadcast(message)
    }
  }

  presenceState(topicKey: string): PresenceState {
    return this.presence.get(topicKey)?.state() ?? {}
  }

  track(member: M, key: string, payload: Record<string, unknown>): void {
    const topic = this.presence.get(member.topicKey) ?? new TopicPresence()
    this.presence.set(member.topicKey, topic)
    this.sendDiff(member.topicKey, topic.track(member.uid, key, payload))
  }

  untrack(member: M, key: string): void {
    const topic = this.presence.get(member.topicKey)
    if (!topic) return
    this.sendDiff(member.topicKey, topic.untrack(member.uid, key))
    if (topic.empty) this.presence.delete(member.topicKey)
  }

  private sendDiff(topicKey: string, diff: PresenceDiff | null): void {
    if (!diff) return
    for (const member of this.topics.get(topicKey) ?? []) if (member.ready) member.receivePresenceDiff(diff)
  }

  async setPostgresChanges(member: M, subscribed: boolean): Promise<void> {
    const before = this.pg.size
    if (subscribed) this.pg.add(member)
    else this.pg.delete(member)
    if (this.pg.size !== before) await this.onSubscribersChanged(this.pg.size)
  }

  postgresSubscribers(): M[] {
    return [...this.pg].filter((m) => m.ready)
  }
}
