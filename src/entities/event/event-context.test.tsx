// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { EventProvider, useEvent } from './event-context'
import type { EventRow } from './types'

afterEach(cleanup)

it('throws outside an EventProvider', () => {
  // React logs the error it rethrows; keep the test output readable.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => renderHook(() => useEvent())).toThrow('useEvent must be used within an EventProvider')
  quiet.mockRestore()
})

it('gives the provided event to the screens', () => {
  const event = { id: 'e1', name: 'Anna & Tom' } as EventRow
  function Screen() {
    return <p>{useEvent().event.name}</p>
  }
  render(
    <EventProvider event={event} revalidate={async () => undefined}>
      <Screen />
    </EventProvider>,
  )
  expect(screen.getByText('Anna & Tom')).toBeTruthy()
})
