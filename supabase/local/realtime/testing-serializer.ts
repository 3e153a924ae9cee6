import SerializerModule from '@supabase/realtime-js/dist/main/lib/serializer.js'

/**
 * Test support: the installed client's own serializer, to prove frames interoperate in both
 * directions with what realtime-js sends and reads.
 */
const Serializer = ((SerializerModule as { default?: unknown }).default ?? SerializerModule) as new () => {
  encode(msg: Record<string, unknown>, cb: (r: ArrayBuffer | string) => void): void
  decode(raw: ArrayBuffer | string, cb: (msg: Record<string, unknown>) => void): void
}
const serializer = new Serializer()

export const clientEncode = (msg: Record<string, unknown>) =>
  new Promise<ArrayBuffer | string>((r) => serializer.encode(msg, r))
export const clientDecode = (raw: ArrayBuffer | string) =>
  new Promise<Record<string, unknown>>((r) => serializer.decode(raw, r))
