// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GuestRow } from '../types'
import { GuestList } from './guest-list'

const guest = (i: number, status: GuestRow['status'] = 'pending'): GuestRow => ({
  id: `g${i}`,
  event_id: 'e1',
  name: `Guest ${String(i).padStart(3, '0')}`,
  email: null,
  status,
  comment: null,
  number: 1,
  max_party_size: 2,
  plus_ones: [],
  last_updated_at: null,
  created_at: '2026-11-01T00:00:00Z',
  invitation_token: `t${i}`,
  unsubscribed_at: null,
  visited_at: null,
  mail_state: null,
  mail_state_at: null,
  mail_error: null,
  rsvp_answers: {},
  answered_at: null,
})

const many = Array.from({ length: 250 }, (_, i) => guest(i, i < 5 ? 'declined' : 'pending'))
const rows = () => within(screen.getByRole('list', { name: 'Guest list' })).getAllByRole('listitem')

afterEach(cleanup)

describe('GuestList', () => {
  it('renders the first 100 rows, then more on demand, and starts over on a new search', () => {
    const props = { guests: many, status: 'all' as const, onEdit: vi.fn(), onDelete: vi.fn(), onCopyLink: vi.fn() }
    const { rerender } = render(<GuestList {...props} term="" />)
    expect(screen.getByText('250 guests')).toBeTruthy()
    expect(rows()).toHaveLength(100)
    fireEvent.click(screen.getByRole('button', { name: 'Show 150 more' }))
    expect(rows()).toHaveLength(200)
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more' }))
    expect(rows()).toHaveLength(250)
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull()

    // Every word must match: 'guest' everywhere, '1' in the numbers holding a 1.
    const ones = many.filter((g) => g.name.includes('1')).length
    rerender(<GuestList {...props} term="guest 1" />)
    expect(screen.getByText(`${ones} of 250 guests shown`)).toBeTruthy()
    expect(rows()).toHaveLength(100)
    expect(screen.getByRole('button', { name: `Show ${ones - 100} more` })).toBeTruthy()
  })

  it('filters by status and says when nothing matches', () => {
    const props = { guests: many, term: '', onEdit: vi.fn(), onDelete: vi.fn(), onCopyLink: vi.fn() }
    const { rerender } = render(<GuestList {...props} status="declined" />)
    expect(rows().map((row) => row.textContent)).toHaveLength(5)
    rerender(<GuestList {...props} status="confirmed" />)
    expect(screen.getByText('No guests match your search.')).toBeTruthy()
  })

  it('opens the editor on double-click and from the Edit button', () => {
    const onEdit = vi.fn()
    render(
      <GuestList guests={[guest(1)]} term="" status="all" onEdit={onEdit} onDelete={vi.fn()} onCopyLink={vi.fn()} />,
    )
    fireEvent.doubleClick(screen.getByText('Guest 001'))
    fireEvent.click(screen.getByRole('button', { name: 'Edit Guest 001' }))
    expect(onEdit).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('img', { name: 'Party of 1 (the guest alone), up to 2 allowed' }).textContent).toBe('1/2')
  })
})
