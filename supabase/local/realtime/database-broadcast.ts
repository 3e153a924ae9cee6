import type { Channel } from './channel.ts'
import type { Hub } from './hub.ts'

/**
 * A message the database sent with `realtime.send(payload, event, topic, private)` (schema.sql),
 * relayed to the channels joined on its topic as a broadcast, as hosted Realtime relays the rows
 * of `realtime.messages`. A public message (`private` false) reaches anyone joined on the public
 * topic; a private one only private channels, which RLS on realtime.messages let listen when they
 * joined (policies.ts).
 * https://supabase.com/docs/guides/realtime/broadcast#broadcast-from-the-database
 */
export function relayBroadcast(hub: Hub<Channel>, record: Record<string, unknown> | null): void {
  if (!record || typeof record.topic !== 'string' || typeof record.event !== 'string') return
  const payload = record.payload && typeof record.payload === 'object' ? record.payload : {}
  const key = `${record.private === false ? 'public' : 'private'}:${record.topic}`
  hub.broadcast(null, key, { json: { type: 'broadcast', event: record.event, payload } }, true)
}
