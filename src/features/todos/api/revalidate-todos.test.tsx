// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import useSWR, { SWRConfig } from 'swr'
import { afterEach, describe, expect, it } from 'vitest'
import { useRevalidateTodos } from './revalidate-todos'

afterEach(cleanup)

/** Cached reads of several tables, each counting its fetches, and the revalidation under test. */
function setUp() {
  const fetches = new Map<string, number>()
  const fetcher = (key: readonly unknown[]) => {
    const name = key.join('/')
    fetches.set(name, (fetches.get(name) ?? 0) + 1)
    return Promise.resolve(name)
  }
  const keys = [
    ['todos', 'event', 'e1'],
    ['todos', 'assigned', 'u1'],
    ['event_activity', 'e1', 0],
    ['notifications', 'u1', null],
    ['guests', 'e1'],
  ] as const
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  )
  const { result } = renderHook(
    () => {
      const reads = keys.map((key) => useSWR(key, fetcher))
      return { revalidate: useRevalidateTodos(), loaded: reads.every((read) => read.data !== undefined) }
    },
    { wrapper },
  )
  return { result, fetches }
}

describe('useRevalidateTodos', () => {
  it('refreshes the event todos and every user todo list, nothing else', async () => {
    const { result, fetches } = setUp()
    await waitFor(() => expect(result.current.loaded).toBe(true))
    await act(() => result.current.revalidate())
    expect(Object.fromEntries(fetches)).toEqual({
      'todos/event/e1': 2,
      'todos/assigned/u1': 2,
      'event_activity/e1/0': 1,
      'notifications/u1/': 1,
      'guests/e1': 1,
    })
  })

  it('after a completion, the activity feed too', async () => {
    const { result, fetches } = setUp()
    await waitFor(() => expect(result.current.loaded).toBe(true))
    await act(() => result.current.revalidate({ activity: true }))
    expect(fetches.get('event_activity/e1/0')).toBe(2)
    expect(fetches.get('notifications/u1/')).toBe(1)
    expect(fetches.get('guests/e1')).toBe(1)
  })
})
