// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { EventRow } from '@/entities/event'
import { DELETE_DIALOG_DELAY_MS, EventRowMenu } from './event-row-menu'

const deleteEvent = vi.fn()
vi.mock('@/entities/event-deletion', () => ({ useDeleteEvent: () => deleteEvent }))
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const { toast } = await import('@/lib/toast')
// Loaded up front: the test is about timing and texts, not the lazy chunk.
await import('./delete-event-dialog')
await import('@/components/ui/menu-list')

const event = { id: 'e1', slug: 'anna-tom', name: 'Anna & Tom' } as EventRow

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  deleteEvent.mockReset()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function chooseDelete() {
  render(
    <MemoryRouter>
      <EventRowMenu event={event} name="Anna & Tom" />
    </MemoryRouter>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Actions for Anna & Tom' }))
  // The open menu is a lazy chunk, already loaded above: its promise settles in a microtask.
  await act(async () => {})
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
  expect(screen.queryByRole('menu')).toBeNull()
}

async function waitOutTheDelay() {
  await act(async () => {
    vi.advanceTimersByTime(DELETE_DIALOG_DELAY_MS)
  })
  // The dialog's chunk resolves on real time; findByRole polls with real timers too.
  vi.useRealTimers()
  return screen.findByRole('dialog', { name: 'Are you sure?' })
}

it('opens "Are you sure?" 100 ms after the menu closes', async () => {
  await chooseDelete()
  await act(async () => {
    vi.advanceTimersByTime(DELETE_DIALOG_DELAY_MS - 1)
  })
  expect(screen.queryByRole('dialog')).toBeNull()
  await waitOutTheDelay()
})

it('closes on Cancel without deleting', async () => {
  await chooseDelete()
  await waitOutTheDelay()
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(deleteEvent).not.toHaveBeenCalled()
  // Focus goes back to the menu button (Radix runs the restore on a timer).
  await vi.waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Anna & Tom' })),
  )
})

it('deletes on confirm and says so', async () => {
  deleteEvent.mockResolvedValue(undefined)
  await chooseDelete()
  const dialog = await waitOutTheDelay()
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
  })
  expect(deleteEvent).toHaveBeenCalledWith(event)
  expect(toast.success).toHaveBeenCalledWith('Event deleted')
  expect(dialog.isConnected).toBe(false)
})

it('keeps the dialog open and reports a failure', async () => {
  deleteEvent.mockRejectedValue(new Error('Only an owner of the event can delete it'))
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await chooseDelete()
  await waitOutTheDelay()
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
  })
  expect(toast.error).toHaveBeenCalledWith('Error deleting event')
  expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy()
})
