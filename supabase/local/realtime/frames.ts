import { FRAME } from './messages.ts'

/**
 * Phoenix channel frames as Supabase Realtime reads and writes them.
 *
 * - vsn 2.0.0 text frames are arrays `[join_ref, ref, topic, event, payload]`
 *   (https://hexdocs.pm/phoenix/Phoenix.Socket.V2.JSONSerializer.html);
 * - vsn 1.0.0 text frames are objects `{topic, event, payload, ref, join_ref}`, and replies
 *   carry no join_ref (https://hexdocs.pm/phoenix/Phoenix.Socket.V1.JSONSerializer.html);
 * - binary frames are Supabase's extension, see binary-frames.ts.
 */

export type Vsn = '1.0.0' | '2.0.0'
export const SUPPORTED_VSN: readonly string[] = ['1.0.0', '2.0.0']

export interface Frame {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

/** A broadcast pushed in the binary form: the user payload stays encoded until it is relayed. */
export interface UserBroadcast {
  event: string
  /** 1 = JSON, 0 = raw bytes, as in the frame header. */
  encoding: 0 | 1
  data: Buffer
  meta?: Record<string, unknown>
}

export type Decoded =
  | { ok: true; frame: Frame; broadcast?: UserBroadcast }
  | { ok: false; reason: string; ref: string | null; topic: string | null }

function ref(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

export function fail(reason: string, raw?: { ref?: unknown; topic?: unknown }): Decoded {
  return { ok: false, reason, ref: ref(raw?.ref), topic: typeof raw?.topic === 'string' ? raw.topic : null }
}

export function decodeText(vsn: Vsn, text: string): Decoded {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return fail(FRAME.invalidJson)
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length < 5) return fail(FRAME.v2Array)
    const [joinRef, msgRef, topic, event, payload] = value
    if (typeof topic !== 'string' || typeof event !== 'string') return fail(FRAME.topicEvent, { ref: msgRef })
    return { ok: true, frame: { joinRef: ref(joinRef), ref: ref(msgRef), topic, event, payload } }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail(FRAME.v1Object)
  const msg = value as Record<string, unknown>
  if (typeof msg.topic !== 'string' || typeof msg.event !== 'string') return fail(FRAME.topicEvent, msg)
  return {
    ok: true,
    frame: { joinRef: ref(msg.join_ref), ref: ref(msg.ref), topic: msg.topic, event: msg.event, payload: msg.payload },
  }
}

export function encodeText(vsn: Vsn, frame: Frame): string {
  if (vsn === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload])
  // V1 replies and pushes carry no join_ref.
  return JSON.stringify({ topic: frame.topic, event: frame.event, payload: frame.payload, ref: frame.ref })
}
