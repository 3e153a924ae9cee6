import { expect, it } from 'vitest'
import { isLocalUrl } from './env-defaults'

it.each([
  ['http://127.0.0.1:54321', true],
  ['http://localhost:61321', true],
  ['http://[::1]:54321', true],
  ['http://api.eventail.localhost', true],
  ['https://abcd.supabase.co', false],
  ['https://localhost.example.com', false],
  ['not a url', false],
])('isLocalUrl(%s) is %s', (url, local) => {
  expect(isLocalUrl(url)).toBe(local)
})
