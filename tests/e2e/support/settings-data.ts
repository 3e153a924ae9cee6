import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Service-role reads the settings and wizard specs check the app's writes against. */
const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }

async function rows<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${e2e.apiUrl}/rest/v1/${path}`, { headers })
  expect(response.ok(), `reading ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T[]
}

export interface StoredEvent {
  id: string
  name: string | null
  slug: string | null
  type: string
  date: string | null
  location: string | null
  spouse1: string | null
  spouse2: string | null
  person: string | null
  user_id: string | null
  moduleActivation: Record<string, boolean>
  photoSharingSettings: { upload_code?: string; public?: boolean }
}

export async function storedEvent(request: APIRequestContext, id: string): Promise<StoredEvent | undefined> {
  return (await rows<StoredEvent>(request, `events?id=eq.${id}&select=*`))[0]
}

/** The events a user created, newest first. */
export async function eventsCreatedBy(request: APIRequestContext, userId: string): Promise<StoredEvent[]> {
  return rows<StoredEvent>(request, `events?user_id=eq.${userId}&select=*&order=created_at.desc`)
}

export async function membershipsOf(
  request: APIRequestContext,
  eventId: string,
): Promise<{ user_id: string; role: string; status: string }[]> {
  return rows(request, `event_users?event_id=eq.${eventId}&select=user_id,role,status`)
}

export async function domainsOf(request: APIRequestContext, eventId: string): Promise<string[]> {
  return (await rows<{ domain: string }>(request, `custom_domains?event_id=eq.${eventId}&select=domain`)).map(
    (row) => row.domain,
  )
}

/** A name no other run uses: slugs and domains are unique across the whole database. */
export const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
