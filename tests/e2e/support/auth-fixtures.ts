import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2e } from './e2e-env.ts'
import { existingMessageIds, waitForSignInLink } from './inbox.ts'

/** Accounts and invitations for the sign-in and profile specs, through the service-role APIs. */
const headers = {
  apikey: e2e.serviceRoleKey,
  Authorization: `Bearer ${e2e.serviceRoleKey}`,
  Prefer: 'return=representation',
}

/** A confirmed account with no name yet, as an admin or an invitation creates it. */
export async function createNamelessAccount(
  request: APIRequestContext,
  email: string,
): Promise<{ id: string; email: string }> {
  const response = await request.post(`${e2e.apiUrl}/auth/v1/admin/users`, {
    headers,
    data: { email, email_confirm: true },
  })
  expect(response.ok(), `creating ${email}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as { id: string; email: string }
}

/** A pending membership, as /api/invite-user leaves it (named by the address the owner typed). */
export async function invite(
  request: APIRequestContext,
  eventId: string,
  invitee: { id: string; email: string },
  expiresAt = new Date(Date.now() + 7 * 86_400_000),
): Promise<void> {
  const response = await request.post(`${e2e.apiUrl}/rest/v1/event_users`, {
    headers,
    data: {
      event_id: eventId,
      user_id: invitee.id,
      role: 'editor',
      status: 'pending',
      invitation_expires_at: expiresAt,
      invited_email: invitee.email,
    },
  })
  expect(response.ok(), `inviting: ${response.status()} ${await response.text()}`).toBe(true)
}

/** One row of a table by id, read with the service role (null when there is none). */
export async function rowOf<T>(request: APIRequestContext, path: string): Promise<T | null> {
  const response = await request.get(`${e2e.apiUrl}/rest/v1/${path}`, { headers })
  expect(response.ok(), `reading ${path}: ${response.status()}`).toBe(true)
  const rows = (await response.json()) as T[]
  return rows[0] ?? null
}

/** Asks for a magic link from /login as typed by the user, and returns the link from the inbox. */
export async function requestSignInLink(page: Page, request: APIRequestContext, typed: string): Promise<string> {
  const address = typed.trim().toLowerCase()
  const seen = await existingMessageIds(request, address)
  await page.goto('/login')
  await page.getByLabel('Email').fill(typed)
  await page.getByRole('button', { name: 'Get magic link' }).click()
  await expect(page.getByText('Link sent!')).toBeVisible()
  return waitForSignInLink(request, address, seen)
}
