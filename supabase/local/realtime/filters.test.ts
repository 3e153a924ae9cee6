import { describe, expect, it } from 'vitest'
import { parseFilter, splitTopLevel, unquote } from './filters.ts'

describe('parseFilter', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['id=eq.1', [{ column: 'id', op: 'eq', value: '1', negate: false }]],
    ['subject=eq.hey', [{ column: 'subject', op: 'eq', value: 'hey', negate: false }]],
    ['subject=in.(hidee,ho)', [{ column: 'subject', op: 'in', value: '{hidee,ho}', negate: false }]],
    ['subject=not.like.hey%', [{ column: 'subject', op: 'like', value: 'hey%', negate: true }]],
    ['status=not.in.(draft,archived)', [{ column: 'status', op: 'in', value: '{draft,archived}', negate: true }]],
    ['deleted_at=is.null', [{ column: 'deleted_at', op: 'is', value: 'null', negate: false }]],
    ['name=eq."a,b"', [{ column: 'name', op: 'eq', value: 'a,b', negate: false }]],
    ['name=eq."say \\"hi\\""', [{ column: 'name', op: 'eq', value: 'say "hi"', negate: false }]],
    ['url=eq.a=b.c', [{ column: 'url', op: 'eq', value: 'a=b.c', negate: false }]],
    [
      'id=gt.0,id=lt.100',
      [
        { column: 'id', op: 'gt', value: '0', negate: false },
        { column: 'id', op: 'lt', value: '100', negate: false },
      ],
    ],
    [
      'tag=in.("a,b",c), n=gte.2',
      [
        { column: 'tag', op: 'in', value: '{"a,b",c}', negate: false },
        { column: 'n', op: 'gte', value: '2', negate: false },
      ],
    ],
    ['x=isdistinct.3', [{ column: 'x', op: 'isdistinct', value: '3', negate: false }]],
    ['x=imatch.^ab', [{ column: 'x', op: 'imatch', value: '^ab', negate: false }]],
  ])('parses %j', (input, filters) => {
    expect(parseFilter(input)).toEqual({ ok: true, filters })
  })

  it.each([
    ['subject=foo.hey', 'Error parsing `filter` params: ["foo", "hey"]'],
    ['undefined', 'Error parsing `filter` params: ["undefined"]'],
    ['id=eq', 'Error parsing `filter` params: ["eq"]'],
    ['id=not.eq', 'Error parsing `filter` params: ["eq"]'],
    ['id=in.1,2', 'Error parsing `filter` params: `in` filter value must be wrapped by parentheses'],
    [
      'id=eq.1,,id=eq.2',
      'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)',
    ],
    ['id=eq.1,', 'Error parsing `filter` params: filter must not contain empty segments (check for extra commas)'],
    ['id=EQ.1', 'Error parsing `filter` params: ["EQ", "1"]'],
  ])('rejects %j as Supabase does', (input, error) => {
    expect(parseFilter(input)).toEqual({ ok: false, error })
  })
})

describe('filter helpers', () => {
  it.each([
    ['a=eq.1', ['a=eq.1']],
    ['a=eq.1,b=eq.2', ['a=eq.1', 'b=eq.2']],
    ['a=in.(1,2),b=eq.2', ['a=in.(1,2)', 'b=eq.2']],
    ['a=eq."x,y",b=eq.2', ['a=eq."x,y"', 'b=eq.2']],
    ['a=eq.x"y,z', ['a=eq.x"y', 'z']],
  ])('splits %j at top-level commas', (input, parts) => {
    expect(splitTopLevel(input)).toEqual(parts)
  })

  it.each([
    ['plain', 'plain'],
    ['"quoted"', 'quoted'],
    ['"with \\" quote"', 'with " quote'],
    ['"unterminated', '"unterminated'],
    ['"early"end', '"early"end'],
  ])('unquotes %j', (input, out) => {
    expect(unquote(input)).toBe(out)
  })
})
