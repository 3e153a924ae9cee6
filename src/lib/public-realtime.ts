import { RealtimeClient } from '@supabase/realtime-js'
import { env } from './env'

/**
 * Listens to `event` broadcasts on a Realtime topic as an anonymous visitor, with
 * realtime-js alone: the public pages do not download supabase-js (its auth and REST parts) for
 * one socket. realtime-js keeps the socket alive (heartbeats), reconnects it after a drop with
 * backoff and joins the channel again; `onJoined` runs on every join, so a caller can catch up on
 * what it missed meanwhile. Returns a function that leaves and closes the socket. A `private`
 * topic is one that RLS on realtime.messages lets anyone listen to but only the database send on
 * (the photo wall's): on a public topic anyone may send, so anyone could forge the messages.
 * https://supabase.com/docs/guides/realtime/broadcast
 * https://supabase.com/docs/guides/realtime/authorization
 */
export function listenToTopic(
  topic: string,
  event: string,
  onMessage: () => void,
  onJoined: () => void,
  options: { private: boolean },
) {
  const client = new RealtimeClient(`${env.supabaseUrl}/realtime/v1`, { params: { apikey: env.supabaseAnonKey } })
  const channel = client.channel(topic, { config: { private: options.private } })
  channel.on('broadcast', { event }, () => onMessage())
  channel.subscribe((status) => {
    if (status === 'SUBSCRIBED') onJoined()
  })
  return {
    /** Whether the socket is open now (after a drop, until realtime-js reconnects, it is not). */
    connected: () => client.isConnected(),
    /** Reconnects at once (the browser says it is back online) instead of at the next backoff. */
    reconnect: () => {
      if (!client.isConnected()) client.connect()
    },
    stop: () => {
      void client.removeChannel(channel).finally(() => client.disconnect())
    },
  }
}
