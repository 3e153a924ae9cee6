import type { Claims } from '../db/database.ts'
import { signJwt } from '../shared/jwt.ts'

export interface AmrEntry {
  method: string
  timestamp: number
}

export interface AccessTokenInput {
  issuer: string
  user: Record<string, unknown>
  sessionId: string
  amr: AmrEntry[]
  /** Seconds since the epoch. */
  now: number
  expiresIn: number
}

/**
 * The claims GoTrue puts in an access token, in its order. `aud` is a plain string (GoTrue
 * turns off golang-jwt's single-audience array). https://github.com/supabase/auth/blob/master/internal/tokens/service.go
 * and https://supabase.com/docs/guides/auth/jwt-fields
 */
export function accessTokenClaims(input: AccessTokenInput): Claims {
  const { user } = input
  return {
    iss: input.issuer,
    sub: String(user.id),
    aud: String(user.aud),
    exp: input.now + input.expiresIn,
    iat: input.now,
    email: String(user.email ?? ''),
    phone: String(user.phone ?? ''),
    app_metadata: user.app_metadata ?? {},
    user_metadata: user.user_metadata ?? {},
    role: String(user.role),
    aal: 'aal1',
    // Most recent first, as GoTrue's CalculateAALAndAMR sorts them.
    amr: [...input.amr].sort((a, b) => b.timestamp - a.timestamp),
    session_id: input.sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  }
}

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
}

/** Signs the token and wraps it in GoTrue's AccessTokenResponse. */
export async function tokenResponse(
  input: AccessTokenInput,
  refreshToken: string,
  secret: string,
): Promise<TokenResponse> {
  const claims = accessTokenClaims(input)
  return {
    access_token: await signJwt(claims, secret),
    token_type: 'bearer',
    expires_in: input.expiresIn,
    expires_at: Number(claims.exp),
    refresh_token: refreshToken,
    user: input.user,
  }
}

/**
 * The implicit-flow redirect: the session in the URL fragment, form-encoded with sorted keys,
 * plus `sb` to mark it as Supabase's. https://github.com/supabase/auth/blob/master/internal/tokens/service.go (AsRedirectURL)
 */
export function sessionRedirectUrl(redirectTo: string, token: TokenResponse, extra: Record<string, string>): string {
  const params: Record<string, string> = {
    ...extra,
    access_token: token.access_token,
    token_type: token.token_type,
    expires_in: String(token.expires_in),
    expires_at: String(token.expires_at),
    refresh_token: token.refresh_token,
    sb: '',
  }
  const sorted = new URLSearchParams(
    Object.keys(params)
      .sort()
      .map((key) => [key, params[key]]),
  )
  return `${redirectTo}#${sorted.toString()}`
}
