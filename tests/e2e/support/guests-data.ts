import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Service-role helpers for the guests specs: rows to start from, module switch, and reads of what the app wrote. */
const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }
const rest = (path: string) => `${e2e.apiUrl}/rest/v1/${path}`

export interface PlusOneFields {
  name: string
  age: 'adult' | 'kid'
  vegetarian: boolean
}

export interface GuestFields {
  event_id: string
  name: string
  email?: string | null
  status?: 'pending' | 'confirmed' | 'declined'
  comment?: string | null
  plus_ones?: PlusOneFields[]
  /** The allowed party size; null (the default): the party entered, as the database sets it. */
  max_party_size?: number | null
}

export async function createGuests(request: APIRequestContext, rows: GuestFields[]): Promise<void> {
  // PostgREST's bulk insert wants the same keys on every row.
  const data = rows.map((row) => ({
    email: null,
    status: 'pending',
    comment: null,
    plus_ones: [],
    max_party_size: null,
    ...row,
  }))
  const response = await request.post(rest('guests'), { headers, data })
  expect(response.ok(), `creating guests: ${response.status()} ${await response.text()}`).toBe(true)
}

export async function setGuestsModule(request: APIRequestContext, eventId: string, on: boolean): Promise<void> {
  const response = await request.patch(rest(`events?id=eq.${eventId}`), {
    headers,
    data: { moduleActivation: { guests: on, todos: true, gifts: true, 'photo-sharing': true } },
  })
  expect(response.ok(), `switching guests: ${response.status()}`).toBe(true)
}

export interface StoredGuest {
  name: string
  email: string | null
  status: string
  comment: string | null
  number: number
  plus_ones: PlusOneFields[]
}

export async function guestsOf(request: APIRequestContext, eventId: string): Promise<StoredGuest[]> {
  const response = await request.get(
    rest(`guests?event_id=eq.${eventId}&select=name,email,status,comment,number,plus_ones`),
    { headers },
  )
  expect(response.ok(), `reading guests: ${response.status()}`).toBe(true)
  // Sorted as the screen sorts (the database's order puts accented capitals last).
  return ((await response.json()) as StoredGuest[]).sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}
