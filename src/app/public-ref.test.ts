import { expect, it } from 'vitest'
import { publicRefFromPath, publicRefOfPage } from './public-ref'

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

it("is the host at / on an event's own domain, which the server's hero vouches for", () => {
  const withHero = { getElementById: (id: string) => (id === 'server-hero' ? ({} as HTMLElement) : null) }
  const plain = { getElementById: () => null }
  expect(publicRefOfPage({ pathname: '/', hostname: 'Camille-et-Alex.fr' }, withHero)).toBe('camille-et-alex.fr')
  // The landing page (no event at this host) starts no request.
  expect(publicRefOfPage({ pathname: '/', hostname: 'eventail.app' }, plain)).toBeNull()
  expect(publicRefOfPage({ pathname: '/lea', hostname: 'camille-et-alex.fr' }, withHero)).toBe('lea')
})
