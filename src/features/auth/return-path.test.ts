import { expect, it } from 'vitest'
import { returnPath } from './return-path'

it.each([
  ['no state', null, '/admin'],
  ['state without from', {}, '/admin'],
  [
    'a carried location',
    { from: { pathname: '/admin/event/e1/todos', search: '?q=1', hash: '#top' } },
    '/admin/event/e1/todos?q=1#top',
  ],
  ['a pathname only', { from: { pathname: '/admin/users' } }, '/admin/users'],
  ['a protocol-relative path', { from: { pathname: '//evil.example/admin' } }, '/admin'],
  ['a relative path', { from: { pathname: 'admin' } }, '/admin'],
  ['a non-string pathname', { from: { pathname: 42 } }, '/admin'],
  ['the profile screen itself', { from: { pathname: '/complete-profile' } }, '/admin'],
  ['the invitation screen itself', { from: { pathname: '/accept-invitation' } }, '/admin'],
])('%s → %s', (_label, state, expected) => {
  expect(returnPath(state)).toBe(expected)
})
