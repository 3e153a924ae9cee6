import { describe, expect, it } from 'vitest'
import { dueTodos, isDueNow, isOverdue, localDay } from './todo-due'

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min)
const todo = (due_date: string | null, status: 'pending' | 'completed' = 'pending') => ({ due_date, status })

describe('localDay', () => {
  it.each([
    [at(2027, 1, 5, 0, 0), '2027-01-05'],
    [at(2027, 12, 31, 23, 59), '2027-12-31'],
    [at(2028, 2, 29, 12), '2028-02-29'],
  ])('%s is %s', (now, day) => {
    expect(localDay(now)).toBe(day)
  })
})

describe('isDueNow', () => {
  const now = at(2027, 6, 14, 9, 30)

  it.each([
    ['due yesterday', '2027-06-13', true],
    ['due today', '2027-06-14', true],
    ['due tomorrow', '2027-06-15', false],
    ['due last year', '2026-06-14', true],
    ['due next month', '2027-07-01', false],
  ])('a pending todo %s: %s', (_label, due, expected) => {
    expect(isDueNow(todo(due), now)).toBe(expected)
  })

  it('counts today from the first to the last minute', () => {
    expect(isDueNow(todo('2027-06-14'), at(2027, 6, 14, 0, 0))).toBe(true)
    expect(isDueNow(todo('2027-06-14'), at(2027, 6, 14, 23, 59))).toBe(true)
    expect(isDueNow(todo('2027-06-15'), at(2027, 6, 14, 23, 59))).toBe(false)
    expect(isDueNow(todo('2027-06-15'), at(2027, 6, 15, 0, 0))).toBe(true)
  })

  it('handles the 29th of February', () => {
    expect(isDueNow(todo('2028-02-29'), at(2028, 2, 28, 23, 59))).toBe(false)
    expect(isDueNow(todo('2028-02-29'), at(2028, 2, 29, 0, 0))).toBe(true)
    expect(isDueNow(todo('2028-03-01'), at(2028, 2, 29, 23, 59))).toBe(false)
  })

  it('never lists completed todos or todos without a due date', () => {
    expect(isDueNow(todo('2027-06-13', 'completed'), now)).toBe(false)
    expect(isDueNow(todo('2027-06-14', 'completed'), now)).toBe(false)
    expect(isDueNow(todo(null), now)).toBe(false)
  })
})

describe('isOverdue', () => {
  const now = at(2027, 6, 14, 9, 30)
  it.each([
    ['2027-06-13', 'pending', true],
    ['2027-06-14', 'pending', false],
    ['2027-06-15', 'pending', false],
    ['2027-06-13', 'completed', false],
    [null, 'pending', false],
  ] as const)('due %s and %s: %s', (due, status, expected) => {
    expect(isOverdue(todo(due, status), now)).toBe(expected)
  })
})

it('dueTodos keeps the due ones, oldest first', () => {
  const now = at(2027, 6, 14)
  const todos = [
    { name: 'tomorrow', ...todo('2027-06-15') },
    { name: 'today', ...todo('2027-06-14') },
    { name: 'done', ...todo('2027-06-01', 'completed') },
    { name: 'old', ...todo('2027-05-02') },
    { name: 'undated', ...todo(null) },
  ]
  expect(dueTodos(todos, now).map((t) => t.name)).toEqual(['old', 'today'])
})
