// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { NotificationRow } from '../types'
import { NotificationsList } from './notifications-list'

afterEach(cleanup)

const rows = (count: number): NotificationRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    user_id: 'u1',
    event_id: 'e1',
    type: 'guest_rsvp',
    read: i > 0,
    data: { guestName: `Guest ${i + 1}` },
    created_at: new Date().toISOString(),
  }))

it('says so when there is nothing', () => {
  render(<NotificationsList items={[]} onSelect={() => {}} />)
  expect(screen.getByText('No notifications')).toBeTruthy()
})

it('shows the newest 10 and counts the rest', () => {
  render(<NotificationsList items={rows(12)} onSelect={() => {}} />)
  expect(screen.getAllByRole('button')).toHaveLength(10)
  expect(screen.getByText('2 older notification(s)')).toBeTruthy()
  expect(screen.getAllByRole('button')[0].textContent).toContain('Unread: Guest 1 answered the RSVP')
})

it('needs no older line for exactly 10', () => {
  render(<NotificationsList items={rows(10)} onSelect={() => {}} />)
  expect(screen.queryByText(/older notification/)).toBeNull()
})

it('moves between items with the arrow keys, wrapping around', () => {
  const onSelect = vi.fn()
  render(<NotificationsList items={rows(3)} onSelect={onSelect} />)
  const [first, , last] = screen.getAllByRole('button')
  first.focus()
  fireEvent.keyDown(first, { key: 'ArrowUp' })
  expect(document.activeElement).toBe(last)
  fireEvent.keyDown(last, { key: 'ArrowDown' })
  expect(document.activeElement).toBe(first)
  fireEvent.click(first)
  expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'n0' }))
})
