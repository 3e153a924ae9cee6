import { describe, expect, it } from 'vitest'
import { compileGlob, compileGlobs } from './glob.ts'

const matches = (pattern: string, text: string) => compileGlob(pattern).test(text)

describe('compileGlob (gobwas/glob with . and / as separators)', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000', true],
    ['http://localhost:3000', 'http://localhost:3000/', false],
    ['http://localhost:3000/*', 'http://localhost:3000/callback', true],
    ['http://localhost:3000/*', 'http://localhost:3000/auth/callback', false],
    ['http://localhost:3000/**', 'http://localhost:3000/auth/callback?x=1', true],
    ['https://*.example.com/**', 'https://preview-1.example.com/a/b', true],
    ['https://*.example.com/**', 'https://a.b.example.com/a', false],
    ['https://*-team.vercel.app/**', 'https://app-git-main-team.vercel.app/x', true],
    ['https://*.example.com', 'https://evil.com/.example.com', false],
    ['http://localhost:300?', 'http://localhost:3001', true],
    ['http://localhost:300?', 'http://localhost:300/', false],
    ['http://localhost:[35]000', 'http://localhost:5000', true],
    ['http://localhost:[!35]000', 'http://localhost:5000', false],
    ['http://localhost:[0-9]000', 'http://localhost:7000', true],
    ['https://{app,admin}.example.com', 'https://admin.example.com', true],
    ['https://{app,admin}.example.com', 'https://api.example.com', false],
    ['https://example.com/\\*', 'https://example.com/*', true],
    ['https://example.com/\\*', 'https://example.com/a', false],
    ['https://example.com/a+b(c)', 'https://example.com/a+b(c)', true],
  ])('%s against %s is %s', (pattern, text, expected) => {
    expect(matches(pattern, text)).toBe(expected)
  })

  it('rejects malformed patterns and skips them in a list', () => {
    expect(() => compileGlob('https://{a,b')).toThrow()
    expect(() => compileGlob('https://[ab')).toThrow()
    expect(compileGlobs(['https://{a,b', 'https://ok.example'])).toHaveLength(1)
  })
})
