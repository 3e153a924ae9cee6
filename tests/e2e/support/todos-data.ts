import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Service-role helpers for the todos specs: a named team mate, module switches, and reads of what the app wrote. */
const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const rest = (path: string) => `${e2e.apiUrl}/rest/v1/${path}`

async function rows<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(rest(path), { headers })
  expect(response.ok(), `reading ${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T[]
}

/** A user with a complete profile under the given name (the sync trigger copies it into public.users). */
export async function createPerson(
  request: APIRequestContext,
  email: string,
  name: { first: string; last: string },
): Promise<{ id: string }> {
  const response = await request.post(`${e2e.apiUrl}/auth/v1/admin/users`, {
    headers,
    data: { email, email_confirm: true, user_metadata: { name } },
  })
  expect(response.ok(), `creating ${email}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as { id: string }
}

export async function setTodosModule(request: APIRequestContext, eventId: string, on: boolean): Promise<void> {
  const response = await request.patch(rest(`events?id=eq.${eventId}`), {
    headers,
    data: { moduleActivation: { guests: true, todos: on, gifts: true, 'photo-sharing': true } },
  })
  expect(response.ok(), `switching todos: ${response.status()}`).toBe(true)
}

export interface StoredTodo {
  id: string
  name: string
  status: string
  due_date: string | null
  category: string | null
  assignees: string[]
}

export const todosOf = (request: APIRequestContext, eventId: string) =>
  rows<StoredTodo>(request, `todos?event_id=eq.${eventId}&select=id,name,status,due_date,category,assignees`)

export const notificationsOf = (request: APIRequestContext, userId: string) =>
  rows<{ type: string; event_id: string; data: Record<string, string> }>(
    request,
    `notifications?user_id=eq.${userId}&select=type,event_id,data&order=created_at`,
  )

export const completionsOf = (request: APIRequestContext, eventId: string) =>
  rows<{ data: Record<string, string> }>(
    request,
    `event_activity?event_id=eq.${eventId}&type=eq.todo_completed&select=data&order=created_at`,
  )
