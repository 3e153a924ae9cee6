import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Guests and saved plans for the table plan specs, through the service role. */
const headers = {
  apikey: e2e.serviceRoleKey,
  Authorization: `Bearer ${e2e.serviceRoleKey}`,
  Prefer: 'return=representation',
}

export interface GuestFields {
  name: string
  status?: 'pending' | 'confirmed' | 'declined'
  plus_ones?: { name: string; age: 'adult' | 'kid'; vegetarian: boolean }[]
}

export async function createGuests(request: APIRequestContext, eventId: string, guests: GuestFields[]) {
  const data = guests.map((g) => ({ event_id: eventId, status: 'confirmed', plus_ones: [], ...g }))
  const response = await request.post(`${e2e.apiUrl}/rest/v1/guests`, { headers, data })
  expect(response.ok(), `creating guests: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as { id: string; name: string }[]
}

export async function storePlan(
  request: APIRequestContext,
  eventId: string,
  tables: unknown,
  rules?: unknown,
  kidsTable?: unknown,
) {
  const response = await request.post(`${e2e.apiUrl}/rest/v1/table_plans`, {
    headers,
    data: { event_id: eventId, tables, ...(rules ? { rules } : {}), ...(kidsTable ? { kids_table: kidsTable } : {}) },
  })
  expect(response.ok(), `storing the plan: ${response.status()} ${await response.text()}`).toBe(true)
}

export async function readStoredPlan(request: APIRequestContext, eventId: string) {
  const response = await request.get(
    `${e2e.apiUrl}/rest/v1/table_plans?event_id=eq.${eventId}&select=tables,rules,kids_table`,
    { headers },
  )
  const rows = (await response.json()) as {
    tables: Record<string, { name: string; seats: number; guests: string[]; locked?: string[] }>
    rules: unknown
    kids_table: { name?: string; guests?: string[]; withParents?: string[] }
  }[]
  return rows[0] ?? null
}

/** A table's region on the screen, by its name. */
export const table = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })

/** The names seated at a table, in order. */
export const seatedAt = (page: Page, name: string) =>
  page.getByRole('list', { name: `Seated at ${name}` }).getByRole('button')

/**
 * Moves a person with the keyboard: Space picks them up, arrow keys go zone to zone until the
 * screen reader announcement says they are over the wanted zone, Space drops them there.
 */
export async function moveWithKeyboard(page: Page, person: string, zone: string, chip?: Locator) {
  await (chip ?? page.getByRole('button', { name: person, exact: true })).focus()
  await page.keyboard.press('Space')
  const over = page.getByText(`${person} is over ${zone}.`)
  for (let step = 0; step < 12 && !(await over.count()); step++) await page.keyboard.press('ArrowRight')
  await expect(over).toHaveCount(1)
  await page.keyboard.press('Space')
  await expect(page.getByText(`${person} was placed at ${zone}.`)).toHaveCount(1)
}
