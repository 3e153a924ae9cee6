import { describe, expect, it } from 'vitest'
import { decodeText, encodeText, type Frame } from './frames.ts'
import { clientDecode } from './testing-serializer.ts'

describe('decodeText', () => {
  it.each([
    [
      '2.0.0',
      '["1","1","realtime:room","phx_join",{"config":{}}]',
      { joinRef: '1', ref: '1', topic: 'realtime:room', event: 'phx_join', payload: { config: {} } },
    ],
    [
      '2.0.0',
      '[null,"7","phoenix","heartbeat",{}]',
      { joinRef: null, ref: '7', topic: 'phoenix', event: 'heartbeat', payload: {} },
    ],
    [
      '2.0.0',
      '[null,7,"phoenix","heartbeat",{},"extra"]',
      { joinRef: null, ref: '7', topic: 'phoenix', event: 'heartbeat', payload: {} },
    ],
    [
      '1.0.0',
      '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}',
      { joinRef: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} },
    ],
    [
      '1.0.0',
      '{"topic":"realtime:a","event":"phx_join","payload":{},"ref":"1","join_ref":"1"}',
      { joinRef: '1', ref: '1', topic: 'realtime:a', event: 'phx_join', payload: {} },
    ],
  ] as const)('%s %s', (vsn, text, frame) => {
    expect(decodeText(vsn, text)).toEqual({ ok: true, frame })
  })

  it.each([
    ['2.0.0', 'not json', 'malformed message: invalid JSON', null],
    ['2.0.0', '{"topic":"phoenix"}', 'malformed message: expected V2 array', null],
    ['2.0.0', '[null,"1","phoenix"]', 'malformed message: expected V2 array', null],
    ['2.0.0', '[null,"4",42,"heartbeat",{}]', 'malformed message: topic and event must be strings', '4'],
    ['2.0.0', '"just a string"', 'malformed message: expected V2 array', null],
    ['1.0.0', '[null,"1","phoenix","heartbeat",{}]', 'malformed message: expected V1 object', null],
    ['1.0.0', 'null', 'malformed message: expected V1 object', null],
    ['1.0.0', '{"topic":"phoenix","ref":"9"}', 'malformed message: topic and event must be strings', '9'],
  ] as const)('%s rejects %s', (vsn, text, reason, ref) => {
    expect(decodeText(vsn, text)).toMatchObject({ ok: false, reason, ref })
  })
})

describe('encodeText', () => {
  const frame: Frame = {
    joinRef: '1',
    ref: '2',
    topic: 'realtime:room',
    event: 'phx_reply',
    payload: { status: 'ok', response: {} },
  }

  it('writes V2 arrays', () => {
    expect(JSON.parse(encodeText('2.0.0', frame))).toEqual([
      '1',
      '2',
      'realtime:room',
      'phx_reply',
      { status: 'ok', response: {} },
    ])
  })

  it('writes V1 objects without join_ref', () => {
    expect(JSON.parse(encodeText('1.0.0', frame))).toEqual({
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '2',
    })
  })

  it('is read back by realtime-js', async () => {
    expect(await clientDecode(encodeText('2.0.0', frame))).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    })
  })
})
