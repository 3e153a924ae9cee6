import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { accessTokenClaims, sessionRedirectUrl, tokenResponse } from './access-token.ts'

const user = {
  id: '123e4567-e89b-12d3-a456-426614174000',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'a@b.test',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { name: 'A' },
  is_anonymous: false,
}
const input = {
  issuer: 'http://127.0.0.1:54321/auth/v1',
  user,
  sessionId: '00000000-0000-4000-8000-000000000001',
  amr: [
    { method: 'otp', timestamp: 100 },
    { method: 'magiclink', timestamp: 200 },
  ],
  now: 1_700_000_000,
  expiresIn: 3600,
}

describe('access token claims', () => {
  it("carries GoTrue's claims, aud as a string and amr newest first", () => {
    expect(accessTokenClaims(input)).toEqual({
      iss: input.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp: 1_700_003_600,
      iat: 1_700_000_000,
      email: 'a@b.test',
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [
        { method: 'magiclink', timestamp: 200 },
        { method: 'otp', timestamp: 100 },
      ],
      session_id: input.sessionId,
      is_anonymous: false,
    })
  })

  it('signs a session response', async () => {
    const session = await tokenResponse(input, 'refresh123456', 'x'.repeat(32))
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1_700_003_600,
      refresh_token: 'refresh123456',
    })
    expect(decodeJwt(session.access_token).sub).toBe(user.id)
  })

  it('puts the session in the redirect fragment with sorted keys', () => {
    const session = {
      access_token: 'a.b.c',
      token_type: 'bearer' as const,
      expires_in: 3600,
      expires_at: 9,
      refresh_token: 'r',
      user,
    }
    expect(sessionRedirectUrl('http://localhost:5173/cb', session, { type: 'magiclink' })).toBe(
      'http://localhost:5173/cb#access_token=a.b.c&expires_at=9&expires_in=3600&refresh_token=r&sb=&token_type=bearer&type=magiclink',
    )
  })
})
