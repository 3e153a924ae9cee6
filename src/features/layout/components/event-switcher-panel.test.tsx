// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it, vi } from 'vitest'
import type { EventRow } from '@/entities/event'
import { EventSwitcherPanel } from './event-switcher-panel'

afterEach(cleanup)

const event = (id: string, fields: Partial<EventRow>) => ({ id, slug: null, type: 'wedding', ...fields }) as EventRow
const events = [
  event('e1', { name: 'Mariage de Camille & Alex' }),
  event('e2', { type: 'birthday', person: 'Léa' }),
  event('e3', { spouse1: 'Anna' }),
]

function Harness({ onChoose = () => {} }: { onChoose?: (id: string) => void }) {
  const [query, setQuery] = useState('')
  return (
    <MemoryRouter>
      <EventSwitcherPanel
        events={events}
        failed={false}
        query={query}
        onQueryChange={setQuery}
        currentId="e2"
        onChoose={onChoose}
        onCreate={() => {}}
      />
    </MemoryRouter>
  )
}

it('lists the events by their breadcrumb names, the current one checked', () => {
  render(<Harness />)
  const items = screen.getAllByRole('button').filter((b) => b.closest('ul'))
  expect(items.map((b) => b.textContent)).toEqual(['Mariage de Camille & Alex', 'Léa', 'Anna & ?'])
  expect(screen.getByRole('button', { name: 'Léa' }).getAttribute('aria-current')).toBe('true')
  expect(screen.getByRole('button', { name: 'Anna & ?' }).getAttribute('aria-current')).toBeNull()
  expect(screen.getByRole('link', { name: 'Create event' }).getAttribute('href')).toBe('/admin/new')
  expect(screen.queryByRole('button', { name: 'Clear filter' })).toBeNull()
})

it('filters as the user types, then shows the empty state with Clear filter', () => {
  render(<Harness />)
  const search = screen.getByPlaceholderText('Search event...')
  fireEvent.change(search, { target: { value: 'ALEX' } })
  expect(screen.getByRole('button', { name: 'Mariage de Camille & Alex' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Léa' })).toBeNull()

  fireEvent.change(search, { target: { value: 'nobody' } })
  expect(screen.getByText('No Event Found')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Create event' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }))
  expect((search as HTMLInputElement).value).toBe('')
  expect(document.activeElement).toBe(search)
  expect(screen.getAllByRole('listitem')).toHaveLength(3)
})

it('chooses an event by its id', () => {
  const onChoose = vi.fn()
  render(<Harness onChoose={onChoose} />)
  fireEvent.click(screen.getByRole('button', { name: 'Anna & ?' }))
  expect(onChoose).toHaveBeenCalledWith('e3')
})
