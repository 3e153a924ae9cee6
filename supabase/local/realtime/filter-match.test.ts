import { describe, expect, it } from 'vitest'
import type { TypeClass } from './compare.ts'
import { compileFilter, matchesFilters } from './filter-match.ts'
import { parseFilter } from './filters.ts'

/** Compiles `filter` with the given type class and normalised values (what subscribe.ts gets from the database). */
function compiled(filter: string, kind: TypeClass, ...normalized: unknown[]) {
  const parsed = parseFilter(filter)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.filters.map((f, i) => compileFilter(f, kind, normalized[i]))
}

describe('matchesFilters', () => {
  it.each<[string, TypeClass, unknown[], Record<string, unknown> | null, boolean]>([
    ['id=eq.1', 'number', [1], { id: 1 }, true],
    ['id=eq.1', 'number', [1], { id: 2 }, false],
    ['id=eq.1', 'number', [1], { id: null }, false],
    ['id=eq.1', 'number', [1], { other: 1 }, false],
    ['id=eq.1', 'number', [1], null, false],
    ['id=neq.1', 'number', [1], { id: 2 }, true],
    ['id=neq.1', 'number', [1], { id: null }, false],
    ['id=not.eq.1', 'number', [1], { id: null }, false],
    ['id=not.eq.1', 'number', [1], { id: 3 }, true],
    ['id=lt.10', 'number', [10], { id: 9 }, true],
    ['id=lt.10', 'number', [10], { id: 10 }, false],
    ['id=lte.10', 'number', [10], { id: 10 }, true],
    ['id=gt.10', 'number', [10], { id: 11 }, true],
    ['id=gt.10', 'number', [10], { id: 9 }, false],
    ['id=gte.10', 'number', [10], { id: 10 }, true],
    ['n=gt.9', 'number', [9], { n: 10 }, true], // numeric, not text, ordering
    ['name=gt.9', 'text', ['9'], { name: '10' }, false], // text ordering
    ['name=lt.b', 'text', ['b'], { name: 'a' }, true],
    ['id=in.(1,2,3)', 'number', [[1, 2, 3]], { id: 2 }, true],
    ['id=in.(1,2,3)', 'number', [[1, 2, 3]], { id: 4 }, false],
    ['id=not.in.(1,2)', 'number', [[1, 2]], { id: 4 }, true],
    ['id=in.(1,2)', 'number', [[1, 2]], { id: null }, false],
    ['ok=eq.true', 'bool', [true], { ok: true }, true],
    ['ok=eq.true', 'bool', [true], { ok: false }, false],
    ['ok=is.true', 'bool', ['true'], { ok: true }, true],
    ['ok=is.null', 'bool', ['null'], { ok: null }, true],
    ['ok=is.unknown', 'bool', ['unknown'], { ok: null }, true],
    ['ok=not.is.null', 'bool', ['null'], { ok: false }, true],
    ['ok=is.false', 'bool', ['false'], { ok: null }, false],
    ['body=like.he%', 'text', [], { body: 'hello' }, true],
    ['body=like.he%', 'text', [], { body: 'Hello' }, false],
    ['body=ilike.he%', 'text', [], { body: 'Hello' }, true],
    ['body=like.h_llo', 'text', [], { body: 'hallo' }, true],
    ['body=like.100\\%', 'text', [], { body: '100%' }, true],
    ['body=like.100\\%', 'text', [], { body: '1000' }, false],
    ['body=like.a.c', 'text', [], { body: 'abc' }, false],
    ['body=match.^h.l', 'text', [], { body: 'hello' }, true],
    ['body=imatch.^H', 'text', [], { body: 'hello' }, true],
    ['body=match.^H', 'text', [], { body: 'hello' }, false],
    ['x=isdistinct.1', 'number', [1], { x: null }, true],
    ['x=isdistinct.1', 'number', [1], { x: 1 }, false],
    ['x=not.isdistinct.1', 'number', [1], { x: 1 }, true],
    [
      'at=gt.2024-01-01T10:00:00+00:00',
      'timestamptz',
      ['2024-01-01T10:00:00+00:00'],
      { at: '2024-01-01T11:30:00+02:00' },
      false,
    ],
    [
      'at=eq.2024-01-01T10:00:00+00:00',
      'timestamptz',
      ['2024-01-01T10:00:00+00:00'],
      { at: '2024-01-01T12:00:00+02:00' },
      true,
    ],
    ['at=lt.x', 'timestamptz', ['2024-01-01T10:00:00.000002+00:00'], { at: '2024-01-01T10:00:00.000001+00:00' }, true],
    ['tags=eq.x', 'json', [['a', 'b']], { tags: ['a', 'b'] }, true],
    ['id=gt.0,id=lt.5', 'number', [0, 5], { id: 3 }, true],
    ['id=gt.0,id=lt.5', 'number', [0, 5], { id: 7 }, false],
    ['', 'number', [], { id: 1 }, true],
    ['', 'number', [], null, true],
  ])('%s (%s) on %j → %s', (filter, kind, normalized, record, expected) => {
    expect(matchesFilters(compiled(filter, kind, ...normalized), record)).toBe(expected)
  })
})
