import { describe, expect, it } from 'vitest'
import { JsonDepthGauge, MAX_JSON_DEPTH, nestsTooDeep } from './json-depth.ts'

const bytes = (text: string) => Buffer.from(text, 'utf8')
const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`

describe('nestsTooDeep', () => {
  it(`passes ${MAX_JSON_DEPTH} levels and refuses one more, in arrays and objects alike`, () => {
    expect(nestsTooDeep(bytes(`{"p_ref":${nested(MAX_JSON_DEPTH - 1)}}`))).toBe(false)
    expect(nestsTooDeep(bytes(`{"p_ref":${nested(MAX_JSON_DEPTH)}}`))).toBe(true)
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    expect(nestsTooDeep(bytes(objects(MAX_JSON_DEPTH)))).toBe(false)
    expect(nestsTooDeep(bytes(objects(MAX_JSON_DEPTH + 1)))).toBe(true)
  })

  it('refuses the 100,000-level body that hung PGlite, without deep recursion', () => {
    expect(nestsTooDeep(bytes(`{"p_ref":${nested(100_000)}}`))).toBe(true)
    expect(nestsTooDeep(bytes('['.repeat(5_000_000)))).toBe(true)
  })

  it('counts depth, not brackets: many siblings at one level pass', () => {
    expect(nestsTooDeep(bytes(`[${Array.from({ length: 50_000 }, () => '[{}]').join(',')}]`))).toBe(false)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsTooDeep(bytes(JSON.stringify({ text: '['.repeat(5000), quote: '"[[[', slash: '\\' })))).toBe(false)
    // A string that seems to end at an escaped quote does not hide the nesting after it.
    expect(nestsTooDeep(bytes(`["a\\\\",${nested(MAX_JSON_DEPTH)}]`))).toBe(true)
  })

  it('does not let closing brackets before the nesting pay for it', () => {
    expect(nestsTooDeep(bytes(`${']'.repeat(5000)}${'['.repeat(MAX_JSON_DEPTH + 1)}`))).toBe(true)
  })

  it('reads non-ASCII text as it comes', () => {
    expect(nestsTooDeep(bytes(JSON.stringify({ name: 'Zoë ✓ 🎉 [' })))).toBe(false)
  })
})

describe('JsonDepthGauge', () => {
  it('follows nesting and strings across chunks, one byte at a time if need be', () => {
    const body = bytes(`{"s":"]]\\"]]","a":${nested(MAX_JSON_DEPTH)}}`)
    const gauge = new JsonDepthGauge()
    const results = [...body].map((byte) => gauge.push(Uint8Array.of(byte)))
    expect(results.indexOf(false)).toBe(body.indexOf('['.repeat(MAX_JSON_DEPTH)) + MAX_JSON_DEPTH - 1)

    const fine = new JsonDepthGauge()
    const text = bytes(`{"s":"[[\\"[[","a":${nested(MAX_JSON_DEPTH - 1)}}`)
    expect([...text].every((byte) => fine.push(Uint8Array.of(byte)))).toBe(true)
  })
})
