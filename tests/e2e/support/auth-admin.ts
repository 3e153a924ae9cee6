import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/**
 * Makes sure an account exists for `email`, through GoTrue's admin API as the api/ functions use it
 * (the seed creates the demo user too; creating it here keeps the test independent of the seed).
 */
export async function ensureUser(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(`${e2e.apiUrl}/auth/v1/admin/users`, {
    headers: { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` },
    data: { email, email_confirm: true },
  })
  if (response.ok()) return
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; error_code?: unknown }
  // GoTrue answers 422 email_exists when the account is already there (`code` in the 2024-01-01
  // API version's errors, `error_code` in the older shape where `code` is the HTTP status).
  const exists = response.status() === 422 && [body.code, body.error_code].includes('email_exists')
  expect(exists, `POST /auth/v1/admin/users answered ${response.status()} ${JSON.stringify(body)}`).toBe(true)
}
