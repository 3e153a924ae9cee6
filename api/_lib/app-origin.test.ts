import { describe, expect, it } from 'vitest'
import { appOrigin } from './app-origin'
import type { ApiRequest } from './http'

const request = (headers: Record<string, string>) => ({ headers }) as unknown as ApiRequest

describe('appOrigin', () => {
  it.each<[string, Record<string, string>, NodeJS.ProcessEnv, string | undefined]>([
    [
      'PUBLIC_APP_URL first',
      { origin: 'https://evil.example' },
      { PUBLIC_APP_URL: 'https://eventail.app/some/path' },
      'https://eventail.app',
    ],
    [
      'then the Origin header',
      { origin: 'http://localhost:5173', host: '127.0.0.1:54321' },
      {},
      'http://localhost:5173',
    ],
    ['a non-http Origin is ignored', { origin: 'null', host: 'eventail.app' }, {}, 'https://eventail.app'],
    [
      'then the forwarded host and protocol',
      { 'x-forwarded-host': 'eventail.app', 'x-forwarded-proto': 'https', host: 'internal:3000' },
      {},
      'https://eventail.app',
    ],
    ['a loopback host is plain http', { host: '127.0.0.1:54321' }, {}, 'http://127.0.0.1:54321'],
    ['another host is https', { host: 'preview.eventail.app' }, {}, 'https://preview.eventail.app'],
    [
      'an invalid PUBLIC_APP_URL is skipped',
      { host: 'localhost:5173' },
      { PUBLIC_APP_URL: 'not a url' },
      'http://localhost:5173',
    ],
    ['nothing to go by', {}, {}, undefined],
  ])('%s', (_label, headers, env, origin) => {
    expect(appOrigin(request(headers), env)).toBe(origin)
  })
})
