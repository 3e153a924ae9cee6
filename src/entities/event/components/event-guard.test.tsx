// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useEventByIdentifier } from '../api/get-event'
import type { EventRow } from '../types'
import { useEvent } from '../event-context'
import { EventGuard } from './event-guard'

vi.mock('@/entities/session', () => ({ useSession: () => ({ userId: 'me', loading: false }) }))
vi.mock('../api/get-event', () => ({ useEventByIdentifier: vi.fn() }))

const query = vi.mocked(useEventByIdentifier)
const answer = (value: Partial<ReturnType<typeof useEventByIdentifier>>) =>
  query.mockReturnValue({ data: undefined, error: undefined, mutate: vi.fn(), ...value } as never)

beforeEach(() => query.mockReset())
afterEach(cleanup)

function Screen() {
  return <p>Screen of {useEvent().event.name}</p>
}

function renderGuard() {
  render(
    <MemoryRouter initialEntries={['/admin/event/anna-tom/']}>
      <Routes>
        <Route path="/admin" element={<p>Dashboard</p>} />
        <Route
          path="/admin/event/:eventId/*"
          element={
            <EventGuard identifier="anna-tom" fallback={<p>Skeletons</p>}>
              <Screen />
            </EventGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

const event = { id: 'e1', name: 'Anna & Tom' } as EventRow

it('shows the placeholders while loading', () => {
  answer({})
  renderGuard()
  expect(screen.getByText('Skeletons')).toBeTruthy()
})

it('gives a member the screen with the event', () => {
  answer({ data: { event, memberIds: ['someone', 'me'] } })
  renderGuard()
  expect(screen.getByText('Screen of Anna & Tom')).toBeTruthy()
})

it('sends an outsider to /admin', () => {
  answer({ data: { event, memberIds: ['someone'] } })
  renderGuard()
  expect(screen.getByText('Dashboard')).toBeTruthy()
})

it('sends a missing event to /admin', () => {
  answer({ data: null })
  renderGuard()
  expect(screen.getByText('Dashboard')).toBeTruthy()
})

it('offers a retry when the event cannot be read', () => {
  answer({ error: new Error('boom') })
  renderGuard()
  expect(screen.getByRole('alert').textContent).toBe('Could not load this event.')
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
})
