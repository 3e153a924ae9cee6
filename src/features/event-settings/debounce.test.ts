import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createDebouncer, SLUG_CHECK_DELAY_MS } from './debounce'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

it('runs the task after exactly the pause, not a millisecond before', () => {
  const debouncer = createDebouncer(SLUG_CHECK_DELAY_MS)
  const task = vi.fn()
  debouncer.schedule(task)
  vi.advanceTimersByTime(499)
  expect(task).not.toHaveBeenCalled()
  expect(debouncer.isPending()).toBe(true)
  vi.advanceTimersByTime(1)
  expect(task).toHaveBeenCalledOnce()
  expect(debouncer.isPending()).toBe(false)
})

it('restarts the pause on every keystroke and runs only the last task', () => {
  const debouncer = createDebouncer(500)
  const first = vi.fn()
  const last = vi.fn()
  debouncer.schedule(first)
  vi.advanceTimersByTime(400)
  debouncer.schedule(last)
  vi.advanceTimersByTime(499)
  expect(first).not.toHaveBeenCalled()
  expect(last).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(last).toHaveBeenCalledOnce()
  vi.advanceTimersByTime(10_000)
  expect(first).not.toHaveBeenCalled()
  expect(last).toHaveBeenCalledOnce()
})

it('drops the waiting task on cancel', () => {
  const debouncer = createDebouncer(500)
  const task = vi.fn()
  debouncer.schedule(task)
  vi.advanceTimersByTime(300)
  debouncer.cancel()
  expect(debouncer.isPending()).toBe(false)
  vi.advanceTimersByTime(1000)
  expect(task).not.toHaveBeenCalled()
})

it('keeps separate debouncers independent', () => {
  const a = createDebouncer(500)
  const b = createDebouncer(500)
  const taskA = vi.fn()
  const taskB = vi.fn()
  a.schedule(taskA)
  vi.advanceTimersByTime(250)
  b.schedule(taskB)
  vi.advanceTimersByTime(250)
  expect(taskA).toHaveBeenCalledOnce()
  expect(taskB).not.toHaveBeenCalled()
  vi.advanceTimersByTime(250)
  expect(taskB).toHaveBeenCalledOnce()
})
