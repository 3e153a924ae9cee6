// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, expect, it } from 'vitest'
import { AppRoutes } from './router'

afterEach(cleanup)

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

it('shows the landing page with a link to /admin/', async () => {
  renderAt('/')
  expect(await screen.findByRole('link', { name: 'Go to admin' })).toHaveProperty('pathname', '/admin/')
})

it('shows the French 404 for unknown paths', async () => {
  renderAt('/no/such/page')
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy()
})
