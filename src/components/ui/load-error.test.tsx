// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { LoadError } from './load-error'

afterEach(cleanup)

it('announces what failed and reads again on Retry', () => {
  const onRetry = vi.fn()
  render(<LoadError onRetry={onRetry}>The guest list could not be loaded.</LoadError>)
  expect(screen.getByRole('alert').textContent).toContain('The guest list could not be loaded.')
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(onRetry).toHaveBeenCalledOnce()
})
