import { describe, expect, it } from 'vitest'
import { bindingId, describeBinding, parseBinding } from './bindings.ts'

describe('parseBinding', () => {
  it.each([
    [
      { event: '*', schema: 'public', table: 'notes' },
      { event: '*', schema: 'public', table: 'notes', filters: [], select: null },
    ],
    [
      { event: 'insert', schema: 'public', table: 'notes', filter: 'id=eq.1' },
      {
        event: 'INSERT',
        schema: 'public',
        table: 'notes',
        filters: [{ column: 'id', op: 'eq', value: '1', negate: false }],
        select: null,
      },
    ],
    [
      { event: 'DELETE', schema: 'public' },
      { event: 'DELETE', schema: 'public', table: '*', filters: [], select: null },
    ],
    [
      { event: 'UPDATE', table: 'notes' },
      { event: 'UPDATE', schema: 'public', table: 'notes', filters: [], select: null },
    ],
    [
      { event: 'TRUNCATE', schema: 'public', table: 'notes' },
      { event: '*', schema: 'public', table: 'notes', filters: [], select: null },
    ],
    [
      { event: '*', schema: 'public', table: 'notes', filter: '' },
      { event: '*', schema: 'public', table: 'notes', filters: [], select: null },
    ],
    [
      { event: '*', schema: 'public', table: 'notes', select: ['body', 3] },
      { event: '*', schema: 'public', table: 'notes', filters: [], select: ['body'] },
    ],
    [
      { event: '*', schema: 'public', table: 'notes', select: [] },
      { event: '*', schema: 'public', table: 'notes', filters: [], select: null },
    ],
  ])('accepts %j', (params, expected) => {
    const parsed = parseBinding(params)
    expect(parsed).toMatchObject({ ok: true, binding: { ...expected, params } })
  })

  it.each([
    [{ event: '*' }, /^No subscription params provided/],
    [{ event: '*', filter: 'id=eq.1' }, /^No subscription params provided/],
    [{ schema: 'public', filter: 'id=eq.1' }, /^No subscription params provided/],
    [{ schema: 'public', table: 'notes', filter: 'id=foo.1' }, /^Error parsing `filter` params: \["foo", "1"\]$/],
    [{ schema: 'public', table: 'notes', filter: 42 }, /^No subscription params provided/],
    [{ schema: 'public', table: 'notes', select: 'body' }, /^Error parsing `select` params/],
    [{ schema: 'public', select: ['body'] }, /^Column selection is not supported for wildcard subscriptions/],
    [{ user_token: 'secret' }, /: <redacted>$/],
    ['not an object', /^No subscription params provided/],
  ])('rejects %j', (params, error) => {
    const parsed = parseBinding(params)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.error).toMatch(error)
  })
})

describe('bindingId', () => {
  it('is a 27-bit integer that ignores key order', () => {
    const a = bindingId({ event: '*', schema: 'public', table: 'notes', filter: 'id=eq.1' })
    const b = bindingId({ filter: 'id=eq.1', table: 'notes', schema: 'public', event: '*' })
    expect(a).toBe(b)
    expect(Number.isInteger(a) && a >= 0 && a < 2 ** 27).toBe(true)
  })

  it('differs for different params', () => {
    expect(bindingId({ event: '*', schema: 'public', table: 'a' })).not.toBe(
      bindingId({ event: '*', schema: 'public', table: 'b' }),
    )
  })
})

describe('describeBinding', () => {
  it('renders a subscription as upstream logs it', () => {
    const parsed = parseBinding({ event: 'INSERT', schema: 'public', table: 'notes', filter: 'id=not.eq.1' })
    if (!parsed.ok) throw new Error(parsed.error)
    expect(describeBinding(parsed.binding)).toBe(
      'event: INSERT, schema: public, table: notes, filters: [{"id", "eq", "1", true}], select: nil',
    )
  })
})
