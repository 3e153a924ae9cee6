import { randomUUID } from 'node:crypto'
import { bindingId, parseBinding, type BindingSpec } from './bindings.ts'
import { Channel } from './channel.ts'
import type { ChannelOptions, RealtimeContext, Transport } from './context.ts'
import type { Frame } from './frames.ts'
import { JOIN, SYSTEM } from './messages.ts'
import { mayJoin, PUBLIC_POLICIES, topicPolicies } from './policies.ts'
import { checkToken } from './tokens.ts'

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)
/** Upstream's `FlexibleBoolean`: a boolean or its string form. */
const flag = (v: unknown) => v === true || v === 'true'

function channelOptions(config: Record<string, unknown>): ChannelOptions & { replicationReady: boolean } {
  const broadcast = isObject(config.broadcast) ? config.broadcast : {}
  const presence = isObject(config.presence) ? config.presence : {}
  const key = presence.key
  return {
    private: flag(config.private),
    self: flag(broadcast.self),
    ack: flag(broadcast.ack),
    replicationReady: flag(broadcast.replication_ready),
    // An empty key gets a fresh UUID, as `Join.presence_key/1` does.
    presenceKey: key === undefined || key === null || key === '' ? randomUUID() : String(key),
  }
}

/**
 * `phx_join` on `realtime:<name>`, in upstream's order: token check, private-channel check, then
 * the reply `{postgres_changes: [...entries with their ids]}`, then a `system` message with the
 * postgres_changes outcome and `presence_state` when presence is on. Unlike upstream, the bindings
 * are registered before the reply, so a change committed after SUBSCRIBED is never missed.
 * https://github.com/supabase/realtime/blob/main/lib/realtime_web/channels/realtime_channel.ex
 */
export async function joinChannel(
  ctx: RealtimeContext,
  transport: Transport,
  frame: Frame,
  onClosed: (channel: Channel) => void,
): Promise<Channel | null> {
  const joinRef = frame.joinRef ?? frame.ref
  const refuse = (reason: string) => {
    transport.send({
      joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status: 'error', response: { reason } },
    })
    return null
  }
  if (frame.topic === 'realtime:') return refuse(JOIN.topicRequired)
  const payload = isObject(frame.payload) ? frame.payload : {}
  const config = isObject(payload.config) ? payload.config : {}
  const given = [payload.access_token, payload.user_token].find((t): t is string => typeof t === 'string')
  const token = !given || given.startsWith('sb_') ? transport.apikey : given
  const check = await checkToken(token, ctx.jwtSecret)
  if (!check.ok) return refuse(check.joinReason)
  const options = channelOptions(config)
  const subTopic = frame.topic.slice('realtime:'.length)
  // Private channels are authorised by RLS on realtime.messages (policies.ts): a client that may
  // neither listen to broadcasts nor see presence on the topic is refused.
  const policies = options.private ? await topicPolicies(ctx.db, subTopic, check.claims) : PUBLIC_POLICIES
  if (!mayJoin(policies)) return refuse(JOIN.privateDenied(subTopic))

  const entries = (Array.isArray(config.postgres_changes) ? config.postgres_changes : []).filter(
    (e) => e !== null && e !== undefined,
  )
  const bindings: BindingSpec[] = []
  let bindingError: string | null = null
  for (const entry of entries) {
    const parsed = parseBinding(entry)
    if (parsed.ok) bindings.push(parsed.binding)
    else bindingError ??= parsed.error
  }

  const auth = { claims: check.claims, token, exp: check.exp }
  const channel = new Channel(ctx, transport, frame.topic, joinRef, options, auth, bindings, bindingError, onClosed)
  channel.policies = policies
  await ctx.hub.add(channel)
  await channel.subscribePostgres()
  if (channel.closed) return null
  const postgres_changes = entries.map((e) => ({ ...(isObject(e) ? e : {}), id: bindingId(e) }))
  transport.send({
    joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: 'phx_reply',
    payload: { status: 'ok', response: { postgres_changes } },
  })
  channel.ready = true
  // Upstream queues these in this order to the channel process right after the join.
  channel.reportPostgres()
  if (options.replicationReady) channel.system('system', 'ok', SYSTEM.replicationReady)
  if (flag(isObject(config.presence) ? config.presence.enabled : false)) {
    channel.push('presence_state', ctx.hub.presenceState(channel.topicKey))
  }
  channel.scheduleExpiry()
  return channel
}
