import type { Request, Response } from '../shared/http.ts'

/**
 * An error as GoTrue reports it: an HTTP status, a stable `error_code` and a message.
 * Codes: https://supabase.com/docs/guides/auth/debugging/error-codes
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const err = (status: number, code: string) => (message: string) => new AuthError(status, code, message)

/** The catalogue: one constructor per (status, code) pair the service emits. */
export const fail = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: err(400, 'validation_failed'),
  validation422: err(422, 'validation_failed'),
  tooLarge: () => new AuthError(413, 'request_entity_too_large', 'Request body too large (max 1048576 bytes)'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  phoneExists: () => new AuthError(422, 'phone_exists', 'Phone number already registered by another user'),
  phoneProviderDisabled: () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider'),
  overEmailRate: err(429, 'over_email_send_rate_limit'),
  overRequestRate: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  badPathEscape: (segment: string) => new AuthError(400, 'validation_failed', `invalid URL escape in ${segment}`),
  otpExpired: err(403, 'otp_expired'),
  userBanned: err(403, 'user_banned'),
  userNotFound: err(404, 'user_not_found'),
  badUserId: () => new AuthError(404, 'validation_failed', 'user_id must be an UUID'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: err(403, 'bad_jwt'),
  subNotUuid: () => new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID'),
  jwtUserMissing: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  notAdmin: err(403, 'not_admin'),
  sessionNotFound: err(403, 'session_not_found'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshUserBanned: () => new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  flowStateNotFound: err(404, 'flow_state_not_found'),
  flowStateExpired: () => new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  sendFailed: err(500, 'unexpected_failure'),
  unexpected: () =>
    new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
}

/** `error` of the OAuth-style redirect GoTrue sends from GET /verify, by HTTP status. */
export const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

const API_VERSION_HEADER = 'x-supabase-api-version'

/** True when the client asked for the 2024-01-01 API (auth-js always does). */
export function wantsApiVersion2024(req: Request): boolean {
  const value = req.headers[API_VERSION_HEADER]
  const date = Array.isArray(value) ? value[0] : value
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  return date >= '2024-01-01'
}

/**
 * Renders an error in the shape the request's API version expects: `{code, message}` for
 * 2024-01-01 and later, `{code: <status>, error_code, msg}` before, echoing the version header.
 * https://github.com/supabase/auth/blob/master/internal/api/errors.go (HandleResponseError)
 */
export function sendAuthError(req: Request, res: Response, error: AuthError): void {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'x-sb-error-code': error.code,
  }
  let body: unknown
  if (wantsApiVersion2024(req)) {
    headers[API_VERSION_HEADER] = '2024-01-01'
    body = { code: error.code, message: error.message }
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message }
  }
  res.writeHead(error.status, headers)
  res.end(JSON.stringify(body))
}
