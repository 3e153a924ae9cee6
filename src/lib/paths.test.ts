import { expect, it } from 'vitest'
import { authCallbackUrl, paths } from './paths'

it('builds event URLs with encoded segments', () => {
  expect(paths.event('3f2b')).toBe('/admin/event/3f2b/')
  expect(paths.eventTab('3f2b', 'settings/team')).toBe('/admin/event/3f2b/settings/team')
  expect(paths.publicSite('anna & tom')).toBe('/anna%20%26%20tom')
  expect(paths.upload('anna-tom')).toBe('/anna-tom/upload')
})

it('sends sign-in links back to the same origin', () => {
  expect(authCallbackUrl('http://localhost:5173')).toBe('http://localhost:5173/auth/callback')
  expect(authCallbackUrl('https://eventail.app/')).toBe('https://eventail.app/auth/callback')
})
