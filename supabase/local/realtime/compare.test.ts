import { describe, expect, it } from 'vitest'
import { compare, likeToRegExp, typeClass } from './compare.ts'

describe('compare helpers', () => {
  it.each([
    ['N', 'int8', 'number'],
    ['N', 'numeric', 'number'],
    ['B', 'bool', 'bool'],
    ['S', 'text', 'text'],
    ['U', 'uuid', 'text'],
    ['D', 'date', 'text'],
    ['D', 'timestamptz', 'timestamptz'],
    ['U', 'jsonb', 'json'],
    ['A', '_int4', 'json'],
  ])('type class of %s/%s is %s', (category, typname, kind) => {
    expect(typeClass(category, typname)).toBe(kind)
  })

  it.each([
    [1, 2, 'number', -1],
    ['b', 'a', 'text', 1],
    [null, 1, 'number', null],
    [false, true, 'bool', -1],
    ['2024-01-01T00:00:00Z', '2024-01-01T01:00:00+01:00', 'timestamptz', 0],
  ] as const)('compare(%j, %j, %s) = %s', (a, b, kind, out) => {
    expect(compare(a, b, kind)).toBe(out)
  })

  it('escapes regular expression characters in LIKE patterns', () => {
    expect(likeToRegExp('a+b(c)%', false).test('a+b(c)xyz')).toBe(true)
    expect(likeToRegExp('a+b', false).test('aab')).toBe(false)
  })
})
