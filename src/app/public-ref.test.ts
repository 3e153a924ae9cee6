import { expect, it } from 'vitest'
import { publicRefFromPath } from './public-ref'

it.each([
  ['/', null],
  ['/admin', null],
  ['/admin/event/x', null],
  ['/login', null],
  ['/auth/callback', null],
  ['/complete-profile', null],
  ['/accept-invitation', null],
  ['/404', null],
  ['/camille-et-alex', 'camille-et-alex'],
  ['/camille-et-alex/upload', 'camille-et-alex'],
  ['/caf%C3%A9', 'café'],
  ['/%E0%A4%A', null],
])('%s → %s', (path, expected) => {
  expect(publicRefFromPath(path)).toBe(expected)
})
