// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { SLUG_MESSAGES } from '@kernel/slug-rules'
import { getSlugAvailability } from './api/get-slug-availability'
import { useSlugAvailability } from './use-slug-availability'

vi.mock('@/lib/supabase', () => ({ supabase: {} }))
vi.mock('./api/get-slug-availability', () => ({ getSlugAvailability: vi.fn() }))
const available = vi.mocked(getSlugAvailability)

beforeEach(() => {
  vi.useFakeTimers()
  available.mockReset()
  available.mockImplementation(async (slug) => slug !== 'taken')
})
afterEach(() => {
  vi.useRealTimers()
})

const render = (initial: string) =>
  renderHook(({ input }) => useSlugAvailability(input, 'anna-tom', 'e1'), { initialProps: { input: initial } })

it('asks only after a 500 ms pause in typing, for the last slug typed', async () => {
  const { result, rerender } = render('anna-tom')
  expect(result.current.status).toEqual({ kind: 'unchanged' })
  rerender({ input: 'ta' })
  await act(() => vi.advanceTimersByTimeAsync(300))
  rerender({ input: 'taken' })
  expect(result.current.status).toEqual({ kind: 'checking' })
  await act(() => vi.advanceTimersByTimeAsync(499))
  expect(available).not.toHaveBeenCalled()
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(available).toHaveBeenCalledExactlyOnceWith('taken', 'e1')
  expect(result.current.status).toEqual({ kind: 'taken', message: SLUG_MESSAGES.taken })
})

it('never asks about the saved slug or a slug the rules refuse', async () => {
  const { result, rerender } = render('anna-tom')
  rerender({ input: 'admin' })
  await act(() => vi.advanceTimersByTimeAsync(1000))
  expect(result.current.status).toEqual({ kind: 'invalid', message: SLUG_MESSAGES.reserved })
  rerender({ input: 'anna-tom' })
  await act(() => vi.advanceTimersByTimeAsync(1000))
  expect(available).not.toHaveBeenCalled()
})

it('settles at once when saving before the pause ends', async () => {
  const { result, rerender } = render('anna-tom')
  rerender({ input: 'free-slug' })
  let settled
  await act(async () => {
    settled = await result.current.settle()
  })
  expect(settled).toEqual({ kind: 'available' })
  expect(available).toHaveBeenCalledOnce()
  await act(() => vi.advanceTimersByTimeAsync(1000))
  expect(available).toHaveBeenCalledOnce()
})

it('reports a failed check as unknown rather than blocking', async () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  available.mockRejectedValue(new Error('offline'))
  const { result, rerender } = render('anna-tom')
  rerender({ input: 'lea' })
  await act(() => vi.advanceTimersByTimeAsync(500))
  expect(result.current.status).toEqual({ kind: 'unknown' })
  quiet.mockRestore()
})
