import { describe, expect, it } from 'vitest'
import { decodeBinary, encodeUserBroadcast } from './binary-frames.ts'
import { clientDecode, clientEncode } from './testing-serializer.ts'

describe('binary user broadcasts', () => {
  it('decodes the push realtime-js sends for a broadcast', async () => {
    const raw = await clientEncode({
      join_ref: '3',
      ref: '5',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    })
    const decoded = decodeBinary(Buffer.from(raw as ArrayBuffer))
    expect(decoded).toMatchObject({
      ok: true,
      frame: {
        joinRef: '3',
        ref: '5',
        topic: 'realtime:room',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
      },
      broadcast: { event: 'cursor', encoding: 1 },
    })
  })

  it('encodes a relay realtime-js decodes', async () => {
    const data = Buffer.from(JSON.stringify({ x: 1 }))
    const buf = encodeUserBroadcast('realtime:room', { event: 'cursor', encoding: 1, data, meta: { id: 'm1' } })
    const bytes = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)
    expect(await clientDecode(bytes as ArrayBuffer)).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 }, meta: { id: 'm1' } },
    })
  })

  it.each([
    [Buffer.from([]), 'malformed message: unsupported binary frame'],
    [Buffer.from([4, 0, 0, 0, 0, 0, 1]), 'malformed message: unsupported binary frame'],
    [Buffer.from([3, 0, 0, 9, 0, 0, 1, 65]), 'malformed message: truncated binary frame'],
    [Buffer.from([3, 0, 0, 1, 1, 0, 1, 65, 66, 123]), 'malformed message: invalid JSON in binary frame'],
  ])('rejects %j', (buf, reason) => {
    expect(decodeBinary(buf)).toMatchObject({ ok: false, reason })
  })

  it('refuses header fields over 255 bytes', () => {
    expect(() => encodeUserBroadcast('x'.repeat(256), { event: 'e', encoding: 1, data: Buffer.from('{}') })).toThrow(
      /255/,
    )
  })
})
