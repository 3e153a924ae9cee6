// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'
import { TodoWidget } from './todo-widget'

// The widget's states, as SWR reports them while loading, loaded, failed and retrying.
const state = vi.hoisted(() => ({ current: {} as Record<string, unknown> }))
vi.mock('../api/get-assigned-todos', () => ({
  useAssignedTodos: () => ({ mutate: () => Promise.resolve(), ...state.current }),
}))

afterEach(cleanup)

const widget = (swr: Record<string, unknown>) => {
  state.current = swr
  render(
    <MemoryRouter>
      <TodoWidget userId="u1" />
    </MemoryRouter>,
  )
}

it('shows three skeleton rows on the first load only', () => {
  widget({ data: undefined, error: undefined, isLoading: true, isValidating: true })
  expect(screen.getByRole('status', { name: 'Loading todos' }).children).toHaveLength(3)
})

it('drops the skeletons once loaded, also while revalidating', () => {
  widget({ data: [], error: undefined, isLoading: false, isValidating: true })
  expect(screen.queryByRole('status', { name: 'Loading todos' })).toBeNull()
  expect(screen.getByText("No urgent todos. You're all caught up!")).toBeTruthy()
})

it('keeps the error, not skeletons, while SWR retries a failed load', () => {
  widget({ data: undefined, error: new Error('offline'), isLoading: true, isValidating: true })
  expect(screen.queryByRole('status', { name: 'Loading todos' })).toBeNull()
  expect(screen.getByText('Could not load your todos.')).toBeTruthy()
})
