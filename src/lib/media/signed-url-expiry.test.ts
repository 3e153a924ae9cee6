import { expect, it } from 'vitest'
import { signedUrlExpiry } from './signed-url-expiry'

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const token = (payload: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`

it("reads the expiry of a storage signed URL's token", () => {
  const url = `http://127.0.0.1:54321/storage/v1/object/sign/media/a/b.webp?token=${token({ url: 'media/a/b.webp', exp: 1_900_000_000 })}`
  expect(signedUrlExpiry(url)).toBe(1_900_000_000_000)
  expect(signedUrlExpiry(`${url}&download=x`)).toBe(1_900_000_000_000)
})

it('is null for a URL without a readable token', () => {
  expect(signedUrlExpiry('http://x/storage/v1/object/public/media/a.webp')).toBeNull()
  expect(signedUrlExpiry('http://x/a.webp?token=not-a-jwt')).toBeNull()
  expect(signedUrlExpiry(`http://x/a.webp?token=${token({ url: 'media/a.webp' })}`)).toBeNull()
  expect(signedUrlExpiry('http://x/a.webp?token=a.%%%.c')).toBeNull()
})
