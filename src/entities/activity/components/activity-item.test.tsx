// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { ActivityEntry } from '../activity-text'
import { ActivityItem } from './activity-item'

afterEach(cleanup)

const rsvp = (status: 'confirmed' | 'declined'): ActivityEntry => ({
  id: status,
  type: 'rsvp',
  data: { name: 'Paul', status, number: status === 'confirmed' ? 2 : 0 },
  created_at: '2026-11-25T10:00:00Z',
})

const dotOf = (entry: ActivityEntry) => {
  const { container } = render(<ActivityItem entry={entry} />)
  return container.querySelector('[aria-hidden="true"]')!.className
}

it('does not show a declined RSVP in the success colour a confirmed one has', () => {
  const confirmed = dotOf(rsvp('confirmed'))
  const declined = dotOf(rsvp('declined'))
  expect(confirmed).toContain('bg-emerald-500')
  expect(declined).not.toContain('bg-emerald')
  expect(declined).toContain('bg-rose-500')
})
