// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyTodo } from '../todo-input'
import { TodoForm } from './todo-form'

const team = [
  { id: 'u1', email: 'ada@example.test', name: { first: 'Ada', last: 'Lovelace' } },
  { id: 'u2', email: 'bob@example.test', name: {} },
  { id: 'u3', email: 'cy@example.test', name: { first: 'Cy' } },
  { id: 'u4', email: 'di@example.test', name: { first: 'Di' } },
]

function renderForm(initial = emptyTodo()) {
  const onSubmit = vi.fn(async () => {})
  render(
    <Dialog.Root open>
      <TodoForm initial={initial} team={team} submitLabel="Add" onSubmit={onSubmit} />
    </Dialog.Root>,
  )
  return onSubmit
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })))

describe('TodoForm', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0))
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("alerts 'Please select a due date' and requires a name, sending nothing", async () => {
    const onSubmit = renderForm()
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Please select a due date')
    expect(screen.getByText('Name is required.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('disables the days before today and sends the picked day, trimmed name, category and assignees', async () => {
    const onSubmit = renderForm()
    expect((screen.getByRole('button', { name: 'Monday, 23 November 2026' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Book DJ ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, 24 November 2026' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'bob@example.test' }))
    await submit()
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Book DJ', due_date: '2026-11-24', category: null, assignees: ['u2'] },
      expect.anything(),
    )
  })

  it('selects everyone at once, showing three chips then + 1 more', async () => {
    renderForm()
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement
    fireEvent.click(all)
    expect(all.checked).toBe(true)
    const chips = screen.getByRole('list', { name: 'Assignees' })
    expect([...chips.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Ada Lovelace',
      'bob@example.test',
      'Cy',
      '+ 1 more',
    ])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cy' }))
    expect(all.indeterminate).toBe(true)
    fireEvent.click(all)
    expect(all.checked).toBe(true)
    fireEvent.click(all)
    expect(screen.queryByRole('list', { name: 'Assignees' })).toBeNull()
  })

  it('moves through days with the arrow keys, never onto a past day', async () => {
    renderForm()
    const today = screen.getByRole('button', { name: 'Tuesday, 24 November 2026' })
    expect(today.tabIndex).toBe(0)
    fireEvent.keyDown(today, { key: 'ArrowDown' })
    expect(screen.getByRole('button', { name: 'Tuesday, 1 December 2026' })).toBeTruthy()
    expect(screen.getByText('December 2026')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tuesday, 1 December 2026' }), { key: 'ArrowUp' })
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tuesday, 24 November 2026' }), { key: 'ArrowLeft' })
    expect(screen.getByRole('button', { name: 'Tuesday, 24 November 2026' }).tabIndex).toBe(0)
  })
})
