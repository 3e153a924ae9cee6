// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TodoRow } from '../types'
import { TodoLists } from './todo-lists'

const row = (name: string, due_date: string | null, status: TodoRow['status'] = 'pending'): TodoRow => ({
  id: name,
  event_id: 'e1',
  name,
  category: null,
  status,
  due_date,
  assignees: ['u1', 'u2', 'u3', 'u4', 'u5'],
  created_at: '2026-11-01T00:00:00Z',
})

const todos = [
  row('Tomorrow', '2026-11-25'),
  row('Today', '2026-11-24'),
  row('Yesterday', '2026-11-23'),
  row('Finished', '2026-11-20', 'completed'),
]
const team = [{ id: 'u1', email: 'ada@example.test', name: { first: 'Ada', last: '' } }]

function renderLists(view: 'todo' | 'done') {
  const onAdd = vi.fn()
  render(<TodoLists view={view} todos={todos} team={team} onAdd={onAdd} onEdit={vi.fn()} onDelete={vi.fn()} />)
  return onAdd
}

const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') !== 'Assignees')
    .map((li) => li.querySelector('span.font-medium, span.break-words')?.textContent)

describe('TodoLists', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 24, 23, 59))
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('splits the To do view into Today (overdue flagged) and Incoming, without completed todos', () => {
    const onAdd = renderLists('todo')
    const today = screen.getByRole('region', { name: 'Today' })
    expect(names(today)).toEqual(['Yesterday', 'Today'])
    expect(today.textContent).toContain('Overdue · November 23, 2026')
    expect(today.textContent).toContain('Due today')
    expect(names(screen.getByRole('region', { name: 'Incoming' }))).toEqual(['Tomorrow'])
    expect(screen.queryByText('Finished')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Mark as completed' })).toHaveLength(3)

    fireEvent.click(within(today).getByRole('button', { name: /Add a todo/ }))
    expect(onAdd).toHaveBeenLastCalledWith('2026-11-24')
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Incoming' })).getByRole('button', { name: /Add a todo/ }),
    )
    expect(onAdd).toHaveBeenLastCalledWith('')
  })

  it('lists only completed todos in Done, with no add action', () => {
    renderLists('done')
    const done = screen.getByRole('region', { name: 'Done' })
    expect(names(done)).toEqual(['Finished'])
    expect(within(done).getByRole('button', { name: 'Mark as pending' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Add a todo/ })).toBeNull()
    expect(within(done).getByRole('list', { name: 'Assignees' }).textContent).toBe('Adau2u3+ 2 more')
  })
})
