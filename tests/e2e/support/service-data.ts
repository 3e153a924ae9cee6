import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/**
 * Test data made through the service-role API (GoTrue admin and PostgREST), as the api/ functions
 * do: each test creates its own organiser and event, so tests never share state.
 */
const headers = {
  apikey: e2e.serviceRoleKey,
  Authorization: `Bearer ${e2e.serviceRoleKey}`,
  Prefer: 'return=representation',
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what} answered ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T
}

/** A unique address per call: parallel and repeated runs never meet. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@eventail.test`

/** An organiser with a complete profile (the sync trigger copies the name into public.users). */
export async function createOrganiser(request: APIRequestContext, email: string): Promise<{ id: string }> {
  const response = await request.post(`${e2e.apiUrl}/auth/v1/admin/users`, {
    headers,
    data: { email, email_confirm: true, user_metadata: { name: { first: 'Nora', last: 'Tester' } } },
  })
  return ok<{ id: string }>(response, 'creating the organiser')
}

export interface EventFields {
  slug?: string | null
  name?: string | null
  type?: 'wedding' | 'baptism' | 'birthday' | 'anniversary' | 'other'
  date?: string | null
  location?: string | null
  spouse1?: string | null
  spouse2?: string | null
  person?: string | null
  websiteSettings?: Record<string, string>
  /** The creator becomes its owner (database trigger). */
  user_id?: string | null
}

export async function createEvent(request: APIRequestContext, fields: EventFields): Promise<{ id: string }> {
  const response = await request.post(`${e2e.apiUrl}/rest/v1/events`, { headers, data: { type: 'other', ...fields } })
  const [row] = await ok<{ id: string }[]>(response, 'creating the event')
  return row
}

export interface NotificationFields {
  user_id: string
  event_id: string | null
  type: string
  data?: Record<string, unknown>
  read?: boolean
  created_at?: string
}

export async function insertNotifications(
  request: APIRequestContext,
  rows: NotificationFields[],
): Promise<{ id: string }[]> {
  // PostgREST's bulk insert wants the same keys in every object.
  const now = new Date().toISOString()
  const data = rows.map((row) => ({ data: {}, read: false, created_at: now, ...row }))
  const response = await request.post(`${e2e.apiUrl}/rest/v1/notifications`, { headers, data })
  return ok<{ id: string }[]>(response, 'inserting notifications')
}

/** The read flags of the user's notifications, as the database holds them. */
export async function readFlags(request: APIRequestContext, userId: string): Promise<Record<string, boolean>> {
  const response = await request.get(`${e2e.apiUrl}/rest/v1/notifications?user_id=eq.${userId}&select=id,read`, {
    headers,
  })
  const rows = await ok<{ id: string; read: boolean }[]>(response, 'reading notifications')
  return Object.fromEntries(rows.map((row) => [row.id, row.read]))
}
