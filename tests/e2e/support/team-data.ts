import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Team memberships for the team and users specs, made and read through the service-role API. */
const service = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const rest = (path: string) => `${e2e.apiUrl}/rest/v1/${path}`

export async function addMember(
  request: APIRequestContext,
  eventId: string,
  userId: string,
  options: { status?: 'active' | 'pending'; expiresAt?: Date | null } = {},
): Promise<void> {
  const response = await request.post(rest('event_users'), {
    headers: service,
    data: {
      event_id: eventId,
      user_id: userId,
      role: 'editor',
      status: options.status ?? 'active',
      invitation_expires_at: options.expiresAt?.toISOString() ?? null,
    },
  })
  expect(response.ok(), `adding a member: ${response.status()} ${await response.text()}`).toBe(true)
}

export async function setInvitationExpiry(
  request: APIRequestContext,
  eventId: string,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  const response = await request.patch(rest(`event_users?event_id=eq.${eventId}&user_id=eq.${userId}`), {
    headers: service,
    data: { invitation_expires_at: expiresAt.toISOString() },
  })
  expect(response.ok(), `changing the expiry: ${response.status()}`).toBe(true)
}

export interface StoredMembership {
  user_id: string
  role: 'owner' | 'editor'
  status: 'active' | 'pending'
}

export async function teamOf(request: APIRequestContext, eventId: string): Promise<StoredMembership[]> {
  const response = await request.get(rest(`event_users?event_id=eq.${eventId}&select=user_id,role,status`), {
    headers: service,
  })
  expect(response.ok(), `reading the team: ${response.status()}`).toBe(true)
  return (await response.json()) as StoredMembership[]
}

export async function userExists(request: APIRequestContext, email: string): Promise<boolean> {
  const response = await request.get(rest(`users?email=eq.${encodeURIComponent(email)}&select=id`), {
    headers: service,
  })
  expect(response.ok(), `reading users: ${response.status()}`).toBe(true)
  return ((await response.json()) as unknown[]).length > 0
}

/** The signed-in page's access token, from supabase-js's stored session (key sb-<host>-auth-token). */
export async function accessTokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))
    return key ? localStorage.getItem(key) : null
  })
  const token = stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined
  expect(token, 'a stored session').toBeTruthy()
  return token!
}

/** DELETE on event_users as the page's signed-in user, straight to the REST API (no UI in between). */
export async function deleteMembershipAs(
  request: APIRequestContext,
  token: string,
  eventId: string,
  userId: string,
): Promise<{ status: number; body: unknown }> {
  const response = await request.delete(rest(`event_users?event_id=eq.${eventId}&user_id=eq.${userId}`), {
    headers: { apikey: e2e.anonKey, Authorization: `Bearer ${token}`, Prefer: 'return=representation' },
  })
  return { status: response.status(), body: await response.json().catch(() => null) }
}
