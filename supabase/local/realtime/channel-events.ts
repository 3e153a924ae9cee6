import type { Channel } from './channel.ts'
import type { Frame, UserBroadcast } from './frames.ts'
import { PRESENCE, SYSTEM } from './messages.ts'
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
  if (channel.options.private && check.claims.role !== 'service_role') {
    return channel.shutdown(SYSTEM.permissionRevoked(channel.subTopic))
  }
  channel.auth = { claims: check.claims, token, exp: check.exp }
  channel.scheduleExpiry()
  await channel.subscribePostgres()
  channel.reportPostgres()
}

/** https://supabase.com/docs/guides/realtime/broadcast — `self` echoes to the sender, `ack` replies. */
function broadcast(channel: Channel, frame: Frame, binary?: UserBroadcast): void {
  if (!isObject(frame.payload)) return
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
