import { fail, type Decoded, type UserBroadcast } from './frames.ts'
import { FRAME } from './messages.ts'

/**
 * Supabase's binary extension of the Phoenix V2 serializer: a user broadcast push (kind 3) from
 * clients, relayed as a user broadcast (kind 4) with the user payload left as sent.
 * https://github.com/supabase/realtime/blob/main/lib/realtime_web/socket/v2_serializer.ex and
 * realtime-js `lib/serializer.ts`.
 */

const USER_BROADCAST_PUSH = 3
const USER_BROADCAST = 4

/** Decodes the one binary frame clients send: a user broadcast push (kind 3). */
export function decodeBinary(buf: Buffer): Decoded {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) return fail(FRAME.binaryKind)
  const sizes = [buf[1], buf[2], buf[3], buf[4], buf[5]]
  const encoding = buf[6]
  let offset = 7
  const parts: string[] = []
  for (const size of sizes) {
    if (offset + size > buf.length) return fail(FRAME.binaryTruncated)
    parts.push(buf.subarray(offset, offset + size).toString('utf8'))
    offset += size
  }
  const [joinRef, msgRef, topic, event, metadata] = parts
  const data = buf.subarray(offset)
  let payload: unknown
  try {
    // Upstream parses the metadata but does not relay it ("not using the metadata for anything just yet").
    if (metadata) JSON.parse(metadata)
    payload = encoding === 1 ? JSON.parse(data.toString('utf8') || 'null') : data
  } catch {
    return fail(FRAME.binaryJson, { ref: msgRef, topic })
  }
  const broadcast: UserBroadcast = { event, encoding: encoding === 1 ? 1 : 0, data: Buffer.from(data) }
  return {
    ok: true,
    frame: {
      joinRef: joinRef || null,
      ref: msgRef || null,
      topic,
      event: 'broadcast',
      payload: { type: 'broadcast', event, payload },
    },
    broadcast,
  }
}

/** Server → client user broadcast (kind 4): `[4, topic_size, event_size, meta_size, encoding, topic, event, meta, payload]`. */
export function encodeUserBroadcast(topic: string, message: UserBroadcast): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8')
  const eventBytes = Buffer.from(message.event, 'utf8')
  const metaBytes = message.meta ? Buffer.from(JSON.stringify(message.meta), 'utf8') : Buffer.alloc(0)
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255)
    throw new Error('user broadcast header field exceeds 255 bytes')
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, metaBytes.length, message.encoding])
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, message.data])
}
