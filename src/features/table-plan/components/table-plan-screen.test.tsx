// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useSyncExternalStore } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { SavedPlan } from '../api/get-table-plan'
import type { SeatingGuest } from '../people'
import { TablePlanScreen } from './table-plan-screen'

// The saved plan as the screen's read hook holds it; a save or another tab replaces it.
const stored = vi.hoisted(() => {
  let plan: unknown = null
  const listeners = new Set<() => void>()
  return {
    get: () => plan,
    set(next: unknown) {
      plan = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
})
const guests: SeatingGuest[] = [
  { id: 'g1', name: 'Zoé', status: 'confirmed', plus_ones: [] },
  { id: 'g2', name: 'Yann', status: 'confirmed', plus_ones: [] },
]

vi.mock('@/entities/event', () => ({
  useEvent: () => ({ event: { id: 'e1', name: 'Anna & Tom' } }),
  ModuleGate: ({ children }: { children: unknown }) => children,
  eventName: (event: { name: string }) => event.name,
}))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }))
vi.mock('../api/get-seating-guests', () => ({
  useSeatingGuests: () => ({ data: guests, error: undefined, mutate: vi.fn() }),
}))
vi.mock('../api/get-table-plan', () => ({
  useTablePlan: () => ({ data: useSyncExternalStore(stored.subscribe, stored.get), error: undefined, mutate: vi.fn() }),
}))
// As useMutation does, the save resolves once the plan has been read back.
vi.mock('../api/save-table-plan', () => ({
  useSaveTablePlan: () => async (plan: unknown) => stored.set(plan),
}))

const { toast } = await import('@/lib/toast')

const honneur: SavedPlan = {
  tables: { '1': { name: 'Honneur', seats: 8, guests: ['Zoé'], keys: ['g:g1'] } },
  rules: { together: [], apart: [] },
  published: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
}

const tableNames = () => screen.getAllByLabelText('Table name').map((input) => (input as HTMLInputElement).value)

beforeEach(() => {
  stored.set(honneur)
  vi.mocked(toast.success).mockClear()
})
afterEach(cleanup)

function renderScreen() {
  render(
    <MemoryRouter>
      <TablePlanScreen />
    </MemoryRouter>,
  )
}

it('resets the editor once per save: it stays on screen when its own plan is read back', async () => {
  renderScreen()
  // The notice loads with its own code, once there is something to say.
  expect(await screen.findByText('New, now unseated: Yann')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Add tables' }))
  const save = screen.getByRole('button', { name: 'Save' })
  save.focus()
  await act(async () => fireEvent.click(save))

  expect(toast.success).toHaveBeenCalledTimes(1)
  expect((stored.get() as SavedPlan).tables['2']).toMatchObject({ name: 'Table 2', guests: [] })
  // The same editor, not a remounted one: the button keeps its node and the focus.
  expect(screen.getByRole('button', { name: 'Save' })).toBe(save)
  expect(document.activeElement).toBe(save)
  expect((save as HTMLButtonElement).disabled).toBe(true)
  expect(screen.queryByText('The guest list changed since this plan was saved.')).toBeNull()
  expect(tableNames()).toEqual(['Honneur', 'Table 2'])

  // It goes on from the plan as stored: a table added now and removed again takes no other with it.
  fireEvent.click(screen.getByRole('button', { name: 'Add tables' }))
  expect(tableNames()).toEqual(['Honneur', 'Table 2', 'Table 3'])
  fireEvent.click(screen.getAllByRole('button', { name: 'Remove table' })[2])
  expect(tableNames()).toEqual(['Honneur', 'Table 2'])
})

it('starts a fresh editor when the plan was saved elsewhere', async () => {
  renderScreen()
  fireEvent.click(screen.getByRole('button', { name: 'Add tables' }))
  const save = screen.getByRole('button', { name: 'Save' })
  expect((save as HTMLButtonElement).disabled).toBe(false)

  act(() =>
    stored.set({
      ...honneur,
      tables: { '1': { name: 'Témoins', seats: 6, guests: ['Yann'], keys: ['g:g2'] } },
      updatedAt: '2026-11-01T11:00:00.000Z',
    }),
  )
  await waitFor(() => expect(tableNames()).toEqual(['Témoins']))
  expect(screen.getByRole('button', { name: 'Save' })).not.toBe(save)
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
})

it('after Generate, the notice of guest-list changes says where the new guests sit now', async () => {
  renderScreen()
  const notice = () => screen.getByText('The guest list changed since this plan was saved.').parentElement
  expect(notice()?.textContent).toContain('New, now unseated: Yann')
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }))
  const dialog = await screen.findByRole('dialog', { name: 'Replace the current arrangement?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }))
  await waitFor(() => expect(notice()?.textContent).toContain('New, now seated: Yann (Honneur)'))
  expect(notice()?.textContent).not.toContain('unseated')
})
