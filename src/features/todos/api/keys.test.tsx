// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import useSWR, { SWRConfig } from 'swr'
import { afterEach, describe, expect, it } from 'vitest'
import { keyStartsWith } from '@/lib/data/query-keys'
import { useMutation } from '@/lib/data/use-mutation'
import { todoKeys, todoRefreshes } from './keys'

afterEach(cleanup)

it("scopes every read of an event's todos under one prefix, and no other event's", () => {
  const ofEvent = keyStartsWith(...todoKeys.ofEvent('e1'))
  expect(ofEvent(todoKeys.list('e1'))).toBe(true)
  expect(ofEvent(['todos', 'e1', 'overview'])).toBe(true)
  expect(ofEvent(todoKeys.list('e2'))).toBe(false)
  expect(keyStartsWith('event_users', 'e1')(todoKeys.team('e1'))).toBe(true)
})

/** Cached reads of several tables, each counting its fetches, and a todo write with the refreshes under test. */
function setUp(completedIn?: string) {
  const fetches = new Map<string, number>()
  const fetcher = (key: readonly unknown[]) => {
    const name = key.join('/')
    fetches.set(name, (fetches.get(name) ?? 0) + 1)
    return Promise.resolve(name)
  }
  const keys = [
    todoKeys.list('e1'),
    ['todos', 'assigned', 'u1'],
    ['event_activity', 'e1', 0],
    ['event_activity', 'e2', 0],
    ['notifications', 'u1', null],
    ['guests', 'e1'],
  ] as const
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  )
  const { result } = renderHook(
    () => {
      const reads = keys.map((key) => useSWR(key, fetcher))
      const write = useMutation({ write: () => Promise.resolve(), refreshes: () => todoRefreshes(completedIn) })
      return { write, loaded: reads.every((read) => read.data !== undefined) }
    },
    { wrapper },
  )
  return { result, fetches }
}

describe('todoRefreshes', () => {
  it('refreshes the event todos and every user todo list, nothing else', async () => {
    const { result, fetches } = setUp()
    await waitFor(() => expect(result.current.loaded).toBe(true))
    await act(() => result.current.write())
    expect(Object.fromEntries(fetches)).toEqual({
      'todos/e1/list': 2,
      'todos/assigned/u1': 2,
      'event_activity/e1/0': 1,
      'event_activity/e2/0': 1,
      'notifications/u1/': 1,
      'guests/e1': 1,
    })
  })

  it("after a completion, the event's activity feed too", async () => {
    const { result, fetches } = setUp('e1')
    await waitFor(() => expect(result.current.loaded).toBe(true))
    await act(() => result.current.write())
    expect(fetches.get('event_activity/e1/0')).toBe(2)
    expect(fetches.get('event_activity/e2/0')).toBe(1)
    expect(fetches.get('notifications/u1/')).toBe(1)
    expect(fetches.get('guests/e1')).toBe(1)
  })
})
