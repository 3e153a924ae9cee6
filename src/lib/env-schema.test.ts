import { describe, expect, it } from 'vitest'
import { DEMO_ANON_KEY as LOCAL_SERVER_ANON_KEY } from '../../supabase/local/shared/config.ts'
import { DEMO_ANON_KEY, LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from './env-defaults'
import { clientEnvDefines, parseClientEnv } from './env-schema'

describe('parseClientEnv', () => {
  it('defaults to the local stack so `npm run dev` needs no .env', () => {
    expect(parseClientEnv({})).toEqual({
      VITE_SUPABASE_URL: LOCAL_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: DEMO_ANON_KEY,
      VITE_PUBLIC_SITE_URL: LOCAL_SITE_URL,
    })
  })

  it('treats blank values (as copied from .env.example) as unset', () => {
    expect(parseClientEnv({ VITE_SUPABASE_URL: '  ', VITE_PUBLIC_SITE_URL: '' }).VITE_SUPABASE_URL).toBe(
      LOCAL_SUPABASE_URL,
    )
  })

  it('keeps given values, without a trailing slash on URLs', () => {
    const env = parseClientEnv({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc-123',
      VITE_PUBLIC_SITE_URL: 'https://eventail.app',
      UNRELATED: 'ignored',
    })
    expect(env).toEqual({
      VITE_SUPABASE_URL: 'https://abcd.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc-123',
      VITE_PUBLIC_SITE_URL: 'https://eventail.app',
    })
  })

  it.each([
    ['VITE_SUPABASE_URL', 'abcd.supabase.co'],
    ['VITE_SUPABASE_URL', 'ftp://example.com'],
    ['VITE_PUBLIC_SITE_URL', 'not a url'],
    ['VITE_SUPABASE_ANON_KEY', 'service role key pasted by mistake'],
  ])('rejects %s=%s, naming the variable', (key, value) => {
    expect(() => parseClientEnv({ [key]: value })).toThrow(key)
  })
})

describe('clientEnvDefines', () => {
  it('replaces import.meta.env reads with JSON literals', () => {
    expect(clientEnvDefines(parseClientEnv({}))).toMatchObject({
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(LOCAL_SUPABASE_URL),
    })
  })
})

it('uses the same demo anon key as the local server', () => {
  expect(DEMO_ANON_KEY).toBe(LOCAL_SERVER_ANON_KEY)
})
