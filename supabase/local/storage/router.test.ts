import { describe, expect, it } from 'vitest'
import { matchRoute, type Route } from './router.ts'

const noop = async () => {}
const route = (method: string, pattern: string): Route => ({ method, pattern, handler: noop })
const routes = [
  route('POST', '/object/sign/:bucket/*'),
  route('POST', '/object/sign/:bucket'),
  route('GET', '/object/public/:bucket/*'),
  route('DELETE', '/object/:bucket'),
  route('DELETE', '/object/:bucket/*'),
  route('POST', '/object/:bucket/*'),
]

describe('storage router', () => {
  it.each([
    ['POST', '/object/sign/avatars/a/b.png', '/object/sign/:bucket/*', 'avatars', 'a/b.png'],
    ['POST', '/object/sign/avatars', '/object/sign/:bucket', 'avatars', ''],
    ['GET', '/object/public/avatars/x%20y.png', '/object/public/:bucket/*', 'avatars', 'x y.png'],
    ['DELETE', '/object/avatars', '/object/:bucket', 'avatars', ''],
    ['DELETE', '/object/avatars/a.png', '/object/:bucket/*', 'avatars', 'a.png'],
    ['POST', '/object/avatars/u/../x', '/object/:bucket/*', 'avatars', 'u/../x'],
    ['POST', '/object/avatars/%2e%2e/x', '/object/:bucket/*', 'avatars', '../x'],
    ['POST', '/object/avatars/', '/object/:bucket/*', 'avatars', ''],
  ])('%s %s → %s', (method, path, pattern, bucket, key) => {
    expect(matchRoute(routes, method, path)).toMatchObject({ route: { pattern }, bucket, key })
  })

  it.each([
    ['GET', '/object/avatars/a.png'],
    ['POST', '/object'],
    ['POST', '/object//a.png'],
    ['PATCH', '/object/avatars/a.png'],
  ])('finds no route for %s %s', (method, path) => {
    expect(matchRoute(routes, method, path)).toBeUndefined()
  })

  it('turns a malformed escape into InvalidKey', () => {
    expect(() => matchRoute(routes, 'POST', '/object/avatars/%E0%A4%A.png')).toThrow(
      expect.objectContaining({ status: 400 }),
    )
  })
})
