import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bucketTodos, dayKey } from './todo-buckets'

const todo = (name: string, due_date: string | null, status: 'pending' | 'completed' = 'pending') => ({
  name,
  due_date,
  status,
})

describe('bucketTodos', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('puts today and earlier in Today, flags only the earlier ones overdue, and later days in Incoming', () => {
    vi.setSystemTime(new Date(2026, 10, 24, 12, 0))
    const result = bucketTodos([
      todo('tomorrow', '2026-11-25'),
      todo('today', '2026-11-24'),
      todo('yesterday', '2026-11-23'),
    ])
    expect(result.today).toEqual([
      { todo: todo('yesterday', '2026-11-23'), overdue: true },
      { todo: todo('today', '2026-11-24'), overdue: false },
    ])
    expect(result.incoming).toEqual([todo('tomorrow', '2026-11-25')])
    expect(result.completed).toEqual([])
  })

  it('a todo due today stays on time until the last millisecond of the day, and is overdue at midnight', () => {
    const due = [todo('party', '2026-11-24')]
    vi.setSystemTime(new Date(2026, 10, 24, 0, 0, 0, 0))
    expect(bucketTodos(due).today[0].overdue).toBe(false)
    vi.setSystemTime(new Date(2026, 10, 24, 23, 59, 59, 999))
    expect(bucketTodos(due).today[0].overdue).toBe(false)
    vi.setSystemTime(new Date(2026, 10, 25, 0, 0, 0, 0))
    expect(bucketTodos(due).today[0].overdue).toBe(true)
  })

  it('a todo due tomorrow is Incoming until midnight, then Today', () => {
    const due = [todo('cake', '2026-11-25')]
    vi.setSystemTime(new Date(2026, 10, 24, 23, 59, 59, 999))
    expect(bucketTodos(due).incoming).toHaveLength(1)
    vi.setSystemTime(new Date(2026, 10, 25, 0, 0))
    expect(bucketTodos(due).today).toEqual([{ todo: due[0], overdue: false }])
  })

  it('crosses month and year ends and leap days', () => {
    vi.setSystemTime(new Date(2028, 1, 29, 8, 0))
    const result = bucketTodos([todo('a', '2028-02-28'), todo('b', '2028-02-29'), todo('c', '2028-03-01')])
    expect(result.today.map((r) => [r.todo.name, r.overdue])).toEqual([
      ['a', true],
      ['b', false],
    ])
    expect(result.incoming.map((t) => t.name)).toEqual(['c'])
    expect(dayKey(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
  })

  it('lists completed todos only in Done, whatever their date, and undated pending ones last in Incoming', () => {
    vi.setSystemTime(new Date(2026, 10, 24, 12, 0))
    const result = bucketTodos([
      todo('undated', null),
      todo('done late', '2026-01-01', 'completed'),
      todo('later', '2027-01-01'),
      todo('done early', '2030-01-01', 'completed'),
    ])
    expect(result.today).toEqual([])
    expect(result.incoming.map((t) => t.name)).toEqual(['later', 'undated'])
    expect(result.completed.map((t) => t.name)).toEqual(['done late', 'done early'])
  })
})
