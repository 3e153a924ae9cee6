import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/**
 * Service-role helpers the admin specs need beside service-data.ts: roles, team links, todos and
 * stored files, and reads that check what the app did.
 */
const auth = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const rest = (path: string) => `${e2e.apiUrl}/rest/v1/${path}`
const object = (path: string) => `${e2e.apiUrl}/storage/v1/object/media/${path}`

async function expectOk(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what} answered ${response.status()} ${await response.text()}`).toBe(true)
}

export async function makeGlobalAdmin(request: APIRequestContext, userId: string): Promise<void> {
  await expectOk(
    await request.patch(rest(`users?id=eq.${userId}`), { headers: auth, data: { role: 'admin' } }),
    'making a global admin',
  )
}

export interface TodoFields {
  event_id: string
  name: string
  due_date: string | null
  assignees: string[]
  status?: 'pending' | 'completed'
}

export async function createTodos(request: APIRequestContext, rows: TodoFields[]): Promise<void> {
  // PostgREST's bulk insert wants the same keys in every row.
  const data = rows.map((row) => ({ status: 'pending', ...row }))
  await expectOk(await request.post(rest('todos'), { headers: auth, data }), 'creating todos')
}

/** A calendar day relative to today on this machine's clock (the browser shares it), as YYYY-MM-DD. */
export function dayFromToday(offset: number): string {
  const day = new Date()
  day.setDate(day.getDate() + offset)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

// The smallest valid PNG (1×1, transparent): the media bucket accepts images only.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

export async function storeMedia(request: APIRequestContext, path: string): Promise<void> {
  await expectOk(
    await request.post(object(path), { headers: { ...auth, 'Content-Type': 'image/png' }, data: PNG }),
    `storing ${path}`,
  )
}

export async function mediaExists(request: APIRequestContext, path: string): Promise<boolean> {
  return (await request.get(object(path), { headers: auth })).ok()
}

export async function eventExists(request: APIRequestContext, eventId: string): Promise<boolean> {
  const response = await request.get(rest(`events?id=eq.${eventId}&select=id`), { headers: auth })
  await expectOk(response, 'reading the event')
  return ((await response.json()) as unknown[]).length > 0
}
