// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import { EventTabBar } from './event-tab-bar'

afterEach(cleanup)

const id = 'e1000000-0000-4000-8000-000000000001'

function currentTabs(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EventTabBar eventId={id} />
    </MemoryRouter>,
  )
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent)
}

it('links the nine tabs', () => {
  currentTabs(`/admin/event/${id}/`)
  const links = screen.getAllByRole('link')
  expect(links).toHaveLength(9)
  expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe(`/admin/event/${id}/`)
  expect(screen.getByRole('link', { name: 'Table plan' }).getAttribute('href')).toBe(`/admin/event/${id}/table-plan`)
})

it.each([
  [`/admin/event/${id}/`, ['Overview']],
  [`/admin/event/${id}`, ['Overview']],
  [`/admin/event/${id}/todos/completed`, ['Todos']],
  [`/admin/event/${id}/settings/team`, ['Settings']],
])('at %s marks %j as the current page', (path, expected) => {
  expect(currentTabs(path)).toEqual(expected)
})
