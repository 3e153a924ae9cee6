// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { serverSignedUrl } from './server-background'

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const NOW = Date.UTC(2027, 5, 14, 12)
const PATH = 'u1/e1/website/1.webp'

function serverPage(expiresAt: number): string {
  const token = `${base64url({ alg: 'HS256' })}.${base64url({ url: `media/${PATH}`, exp: expiresAt / 1000 })}.sig`
  const url = `http://127.0.0.1:54321/storage/v1/object/sign/media/${PATH}?token=${token}`
  const meta = document.createElement('meta')
  meta.setAttribute('property', 'og:image')
  meta.setAttribute('content', url)
  document.head.append(meta)
  return url
}

afterEach(() => document.head.replaceChildren())

it('uses the background the server signed with the page while its URL has minutes left', () => {
  const url = serverPage(NOW + 10 * 60_000)
  expect(serverSignedUrl(PATH, NOW)).toBe(url)
  expect(serverSignedUrl('u1/e1/website/2.webp', NOW)).toBeUndefined()
})

it('signs its own when the page came from a cache with a URL about to expire', () => {
  serverPage(NOW + 30_000)
  expect(serverSignedUrl(PATH, NOW)).toBeUndefined()
  document.head.replaceChildren()
  serverPage(NOW - 1)
  expect(serverSignedUrl(PATH, NOW)).toBeUndefined()
})
