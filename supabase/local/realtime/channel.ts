import { randomUUID } from 'node:crypto'
import type { Claims } from '../db/database.ts'
import type { BindingSpec } from './bindings.ts'
import { encodeUserBroadcast } from './binary-frames.ts'
import type { Auth, ChannelOptions, RealtimeContext, Transport } from './context.ts'
import type { Subscriber } from './deliver.ts'
import type { BroadcastMessage, Member } from './hub.ts'
import { SYSTEM, TOKEN } from './messages.ts'
import { PUBLIC_POLICIES, type Policies } from './policies.ts'
import type { PresenceDiff } from './presence.ts'
import { subscribe, type Subscription } from './subscribe.ts'

/** Upstream re-checks a channel's token every 5 minutes, or when it expires if sooner. */
const CONFIRM_TOKEN_MS = 5 * 60_000

/**
 * One joined `realtime:<name>` topic on one socket, mirroring Supabase Realtime's channel process
 * (client events are handled in channel-events.ts).
 * https://github.com/supabase/realtime/blob/main/lib/realtime_web/channels/realtime_channel.ex
 */
export class Channel implements Member, Subscriber {
  readonly uid = randomUUID()
  ready = false
  closed = false
  subscriptions: Subscription[] = []
  /** What the client may do on a private topic (policies.ts); everything on a public one. */
  policies: Policies = PUBLIC_POLICIES
  private postgresStatus: { ok: boolean; message: string } | null = null
  private expiry: NodeJS.Timeout | undefined

  constructor(
    readonly ctx: RealtimeContext,
    private readonly transport: Transport,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly options: ChannelOptions,
    public auth: Auth,
    readonly bindings: BindingSpec[],
    private readonly bindingError: string | null,
    private readonly onClosed: (channel: Channel) => void,
  ) {}

  get claims(): Claims {
    return this.auth.claims
  }

  get subTopic(): string {
    return this.topic.slice('realtime:'.length)
  }

  /** Public and private channels of one name are distinct topics, as upstream's `tenant_topic`. */
  get topicKey(): string {
    return `${this.options.private ? 'private' : 'public'}:${this.subTopic}`
  }

  /** A push from the channel carries its join_ref (Phoenix `push/3`); fastlane broadcasts carry none. */
  push(event: string, payload: unknown, joinRef = this.joinRef): void {
    if (!this.closed) this.transport.send({ joinRef, ref: null, topic: this.topic, event, payload })
  }

  reply(ref: string | null, status: 'ok' | 'error', response: Record<string, unknown> = {}): void {
    this.transport.send({
      joinRef: this.joinRef,
      ref,
      topic: this.topic,
      event: 'phx_reply',
      payload: { status, response },
    })
  }

  /** https://supabase.com/docs/guides/realtime/troubleshooting — a channel's `system` messages. */
  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic })
  }

  pushChange(payload: { ids: number[]; data: Record<string, unknown> }): void {
    if (this.ready) this.push('postgres_changes', payload, null)
  }

  receiveBroadcast(message: BroadcastMessage): void {
    if (this.closed) return
    const { binary } = message
    if (binary && this.transport.vsn === '2.0.0')
      return this.transport.sendBinary(encodeUserBroadcast(this.topic, binary))
    // A V1 socket cannot carry raw bytes; upstream drops them for it too.
    if (binary && binary.encoding === 0) return
    this.push('broadcast', message.json, null)
  }

  receivePresenceDiff(diff: PresenceDiff): void {
    this.push('presence_diff', diff, null)
  }

  /** Registers the postgres_changes bindings under the current claims (again after a token refresh). */
  async subscribePostgres(): Promise<void> {
    if (!this.bindings.length && !this.bindingError) return
    const result = this.bindingError
      ? { ok: false as const, error: this.bindingError }
      : await subscribe(this.ctx.db, this.bindings, String(this.claims.role))
    if (this.closed) return
    this.subscriptions = result.ok ? result.subscriptions : []
    this.postgresStatus = result.ok ? { ok: true, message: SYSTEM.subscribed } : { ok: false, message: result.error }
    await this.ctx.hub.setPostgresChanges(this, result.ok)
  }

  reportPostgres(): void {
    if (this.postgresStatus)
      this.system('postgres_changes', this.postgresStatus.ok ? 'ok' : 'error', this.postgresStatus.message)
  }

  scheduleExpiry(): void {
    clearTimeout(this.expiry)
    const expiresAt = this.auth.exp * 1000
    this.expiry = setTimeout(
      () => {
        if (Date.now() < expiresAt) return this.scheduleExpiry()
        this.shutdown(TOKEN.expired(Math.floor(Date.now() / 1000) - this.auth.exp))
      },
      Math.max(0, Math.min(CONFIRM_TOKEN_MS, expiresAt - Date.now())),
    )
    this.expiry.unref()
  }

  /** Upstream's `shutdown_response`: a `system` error, then the channel stops (`phx_close`). */
  shutdown(message: string): void {
    this.system('system', 'error', message)
    void this.close(true)
  }

  async close(notify: boolean): Promise<void> {
    if (this.closed) return
    if (notify)
      this.transport.send({
        joinRef: this.joinRef,
        ref: this.joinRef,
        topic: this.topic,
        event: 'phx_close',
        payload: {},
      })
    this.closed = true
    clearTimeout(this.expiry)
    this.onClosed(this)
    await this.ctx.hub.remove(this, this.options.presenceKey)
  }
}
