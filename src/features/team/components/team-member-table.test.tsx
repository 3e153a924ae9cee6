// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TeamMember } from '../types'
import { TeamMemberTable } from './team-member-table'

afterEach(cleanup)

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const owner: TeamMember = {
  userId: 'o',
  role: 'owner',
  status: 'active',
  invitationExpiresAt: null,
  email: 'olive@example.test',
  name: { first: 'Olive', last: 'Owner' },
}
const editor: TeamMember = {
  ...owner,
  userId: 'e',
  role: 'editor',
  email: 'eddie@example.test',
  name: { first: 'Eddie', last: 'E' },
}
const invitee: TeamMember = {
  ...editor,
  userId: 'i',
  status: 'pending',
  invitationExpiresAt: inDays(3),
  email: 'ivy@example.test',
  name: {},
}

function renderTable(props: Partial<Parameters<typeof TeamMemberTable>[0]> = {}) {
  const onRemove = vi.fn()
  const onRetry = vi.fn()
  const onMakeOwner = vi.fn()
  render(
    <TeamMemberTable
      members={[owner, editor, invitee]}
      failed={false}
      onRetry={onRetry}
      canManage
      onRemove={onRemove}
      onMakeOwner={onMakeOwner}
      {...props}
    />,
  )
  return { onRemove, onRetry, onMakeOwner }
}

const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) })

describe('TeamMemberTable', () => {
  it('shows skeletons while loading, and the spec text with a retry on failure', () => {
    renderTable({ members: undefined })
    expect(screen.getByRole('status', { name: 'Loading team members' })).toBeTruthy()
    cleanup()
    const { onRetry } = renderTable({ members: undefined, failed: true })
    expect(screen.getByRole('alert').textContent).toContain('Failed to load team members')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('names people by name or e-mail, with role, status and the expiry of an invitation', () => {
    renderTable()
    expect(row('Olive Owner').textContent).toContain('olive@example.test')
    expect(row('Olive Owner').textContent).toContain('Owner')
    expect(row('ivy@example.test').textContent).toMatch(/Pending.*Invitation expires on/)
  })

  it('lets a manager remove an editor, and says why the owner and a pending invitation stay', () => {
    const { onRemove } = renderTable()
    expect(within(row('Olive Owner')).queryByRole('button')).toBeNull()
    expect(row('Olive Owner').textContent).toContain('The owner cannot be removed.')
    expect(row('ivy@example.test').textContent).toContain('Can be removed once the invitation expires.')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Eddie E from the team' }))
    expect(onRemove).toHaveBeenCalledWith(editor)
  })

  it('offers Make owner for active editors only', () => {
    const { onMakeOwner } = renderTable()
    expect(within(row('ivy@example.test')).queryByRole('button', { name: /Make .* the owner/ })).toBeNull()
    expect(within(row('Olive Owner')).queryByRole('button', { name: /Make .* the owner/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Make Eddie E the owner' }))
    expect(onMakeOwner).toHaveBeenCalledWith(editor)
  })

  it('shows other members the list only', () => {
    renderTable({ canManage: false })
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByText('The owner cannot be removed.')).toBeNull()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Member', 'Role', 'Status'])
  })
})
