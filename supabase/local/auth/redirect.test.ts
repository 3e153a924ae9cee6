import { describe, expect, it } from 'vitest'
import { isRedirectAllowed, redirectPolicy, splitUrl } from './redirect.ts'

const policy = redirectPolicy({
  siteUrl: 'http://localhost:5173',
  additionalRedirectUrls: ['https://app.example.com/**', 'https://*.preview.example.com', 'myapp://callback'],
})
const allowed = (url: string) => isRedirectAllowed(policy, url)

describe('isRedirectAllowed (GoTrue IsRedirectURLValid)', () => {
  it('allows the site URL, its paths, and other ports on loopback hosts', () => {
    expect(allowed('http://localhost:5173')).toBe(true)
    expect(allowed('http://localhost:5173/auth/callback?next=/admin')).toBe(true)
    expect(allowed('http://localhost:4000/auth/callback')).toBe(true)
  })

  it('allows loopback IPs but not other IPs', () => {
    expect(allowed('http://127.0.0.1:9999/x')).toBe(true)
    expect(allowed('http://[::1]:3000/x')).toBe(true)
    expect(allowed('http://10.0.0.1/x')).toBe(false)
    expect(allowed('http://2130706433/x')).toBe(false)
  })

  it('matches the allow-list globs without the fragment', () => {
    expect(allowed('https://app.example.com/a/b#frag')).toBe(true)
    expect(allowed('https://pr-1.preview.example.com')).toBe(true)
    expect(allowed('https://pr-1.preview.example.com/deep')).toBe(false)
    expect(allowed('myapp://callback')).toBe(true)
  })

  it('refuses foreign origins, scheme changes and odd hostnames', () => {
    expect(allowed('https://evil.example.org/')).toBe(false)
    expect(allowed('https://localhost:5173/')).toBe(false)
    expect(allowed('http://app.example.com.evil.org/')).toBe(false)
    expect(allowed('https://app.example.com@evil.org/')).toBe(false)
    expect(allowed('http://ev_il.com/')).toBe(false)
    expect(allowed('')).toBe(false)
    expect(allowed('http://local host/')).toBe(false)
  })
})

describe('splitUrl', () => {
  it('splits like Go net/url, without rewriting hosts', () => {
    expect(splitUrl('HTTP://user@Host.example:8080/p')).toEqual({
      scheme: 'http',
      hostname: 'Host.example',
      port: '8080',
    })
    expect(splitUrl('http://[::1]:3000/')).toEqual({ scheme: 'http', hostname: '::1', port: '3000' })
    expect(splitUrl('http://2130706433/')).toEqual({ scheme: 'http', hostname: '2130706433', port: '' })
    expect(splitUrl('http://host:abc/')).toBeUndefined()
  })
})
