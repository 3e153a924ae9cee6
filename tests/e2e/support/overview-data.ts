import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Rows for the overview and activity specs, through the service role. */
const headers = {
  apikey: e2e.serviceRoleKey,
  Authorization: `Bearer ${e2e.serviceRoleKey}`,
  Prefer: 'return=representation',
}

export async function insertRows<T = { id: string }>(request: APIRequestContext, table: string, rows: object[]) {
  const response = await request.post(`${e2e.apiUrl}/rest/v1/${table}`, { headers, data: rows })
  expect(response.ok(), `inserting into ${table}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as T[]
}

export async function setModules(request: APIRequestContext, eventId: string, modules: Record<string, boolean>) {
  const response = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${eventId}`, {
    headers,
    data: { moduleActivation: { guests: true, todos: true, gifts: true, 'photo-sharing': true, ...modules } },
  })
  expect(response.ok(), `setting modules: ${response.status()}`).toBe(true)
}

/** A guest's checkout, as the public page makes it (anonymous). */
export async function buyAsGuest(request: APIRequestContext, giftIds: string[], name: string) {
  const response = await request.post(`${e2e.apiUrl}/rest/v1/rpc/purchase_gifts`, {
    headers: { apikey: e2e.anonKey, Authorization: `Bearer ${e2e.anonKey}` },
    data: { p_gift_ids: giftIds, p_email: 'buyer@example.test', p_name: name },
  })
  expect(response.ok(), `buying: ${response.status()} ${await response.text()}`).toBe(true)
}
