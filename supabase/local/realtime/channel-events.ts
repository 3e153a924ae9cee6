import type { Channel } from './channel.ts'
import type { Frame, UserBroadcast } from './frames.ts'
import { BROADCAST, PRESENCE, SYSTEM } from './messages.ts'
import { mayJoin, topicPolicies } from './policies.ts'
import { checkToken } from './tokens.ts'

/**
 * Client events on a joined channel, as Supabase Realtime's `handle_in/3` treats them. Other
 * events are ignored, as upstream does (it only logs "Unexpected message from client").
 * https://github.com/supabase/realtime/blob/main/lib/realtime_web/channels/realtime_channel.ex
 */

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

export async function handleChannelEvent(channel: Channel, frame: Frame, binary?: UserBroadcast): Promise<void> {
  switch (frame.event) {
    case 'phx_leave':
      channel.reply(frame.ref, 'ok')
      return channel.close(true)
    case 'access_token':
      return refreshToken(channel, frame.payload)
    case 'broadcast':
      return broadcast(channel, frame, binary)
    case 'presence':
      return presence(channel, frame)
  }
}

/** `access_token` from `supabase.realtime.setAuth()`: new claims and a fresh subscription, or a shutdown. */
async function refreshToken(channel: Channel, payload: unknown): Promise<void> {
  const token = isObject(payload) ? payload.access_token : undefined
  // Upstream ignores a missing or unchanged token and opaque `sb_` API keys.
  if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.auth.token) return
  const check = await checkToken(token, channel.ctx.jwtSecret)
  if (!check.ok) return channel.shutdown(check.shutdownMessage)
  if (channel.options.private) {
    // Upstream computes the policies again with the new claims (policies.ts).
    const policies = await topicPolicies(channel.ctx.db, channel.subTopic, check.claims)
    if (!mayJoin(policies)) return channel.shutdown(SYSTEM.permissionRevoked(channel.subTopic))
    channel.policies = policies
  }
  channel.auth = { claims: check.claims, token, exp: check.exp }
  channel.scheduleExpiry()
  await channel.subscribePostgres()
  channel.reportPostgres()
}

/** https://supabase.com/docs/guides/realtime/broadcast — `self` echoes to the sender, `ack` replies. */
function broadcast(channel: Channel, frame: Frame, binary?: UserBroadcast): void {
  if (!isObject(frame.payload)) return
  // On a private topic, sending needs an insert policy on realtime.messages (policies.ts): upstream
  // drops the message of a client without one and relays nothing.
  if (!channel.policies.broadcast.write) {
    if (channel.options.ack) channel.reply(frame.ref, 'error', { reason: BROADCAST.writeDenied })
    return
  }
  channel.ctx.hub.broadcast(channel, channel.topicKey, { json: frame.payload, binary }, channel.options.self)
  if (channel.options.ack) channel.reply(frame.ref, 'ok')
}

/** https://supabase.com/docs/guides/realtime/presence — track/untrack under the channel's presence key. */
function presence(channel: Channel, frame: Frame): void {
  const payload = frame.payload
  if (!isObject(payload) || typeof payload.event !== 'string') return channel.reply(frame.ref, 'ok')
  const event = payload.event.toLowerCase()
  const key = channel.options.presenceKey
  if (event === 'track') {
    if (!channel.policies.presence.write) return channel.reply(frame.ref, 'error', { reason: PRESENCE.writeDenied })
    const data = payload.payload ?? {}
    if (!isObject(data)) return channel.reply(frame.ref, 'error', { reason: PRESENCE.notAMap })
    channel.ctx.hub.track(channel, key, data)
    return channel.reply(frame.ref, 'ok')
  }
  if (event === 'untrack') {
    channel.ctx.hub.untrack(channel, key)
    return channel.reply(frame.ref, 'ok')
  }
  channel.reply(frame.ref, 'error')
}
