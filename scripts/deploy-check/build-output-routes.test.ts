import { describe, expect, it } from 'vitest'
import { resolveRoute, type BuildOutputRoute } from './build-output-routes'

// The shape `vercel build` wrote for our vercel.json (CLI 50.9).
const routes: BuildOutputRoute[] = [
  { src: '^/assets(?:/(.*))$', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' }, continue: true },
  { handle: 'filesystem' },
  { src: '^(?:/((?!api(?:/|$)|assets/).*))$', dest: '/index.html', check: true },
  { src: '^/api(/.*)?$', status: 404 },
  { handle: 'error' },
  { status: 404, src: '^(?!/api).*$', dest: '/404.html' },
]
const files = new Set(['/index.html', '/assets/app.js', '/api/health'])
const exists = (path: string) => files.has(path)

describe('resolveRoute', () => {
  it('serves existing files and functions as they are', () => {
    expect(resolveRoute(routes, '/api/health', exists)).toEqual({ kind: 'served', path: '/api/health', headers: {} })
  })

  it('rewrites app paths to index.html', () => {
    expect(resolveRoute(routes, '/some-slug', exists)).toMatchObject({ kind: 'served', path: '/index.html' })
    expect(resolveRoute(routes, '/admin/event/x', exists)).toMatchObject({ kind: 'served', path: '/index.html' })
  })

  it('never rewrites /api or /assets, and caches assets immutably', () => {
    expect(resolveRoute(routes, '/api/missing', exists)).toMatchObject({ kind: 'status', status: 404 })
    expect(resolveRoute(routes, '/assets/missing.js', exists)).toMatchObject({ kind: 'status', status: 404 })
    expect(resolveRoute(routes, '/assets/app.js', exists)).toEqual({
      kind: 'served',
      path: '/assets/app.js',
      headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    })
  })

  it('refuses route shapes it does not model', () => {
    expect(() => resolveRoute([{ src: '^/x$', methods: ['GET'] } as BuildOutputRoute], '/x', exists)).toThrow(/methods/)
  })
})
