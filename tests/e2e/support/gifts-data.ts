import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Service-role helpers for the gifts specs: gifts as stored, files in bucket media, module switch. */
const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }

export interface StoredGift {
  id: string
  name: string
  amount: number
  description: string | null
  image_url: string | null
  status: 'available' | 'purchased'
}

export async function giftsOf(request: APIRequestContext, eventId: string): Promise<StoredGift[]> {
  const response = await request.get(
    `${e2e.apiUrl}/rest/v1/gifts?event_id=eq.${eventId}&select=id,name,amount,description,image_url,status&order=created_at`,
    { headers },
  )
  expect(response.ok(), `reading gifts: ${response.status()}`).toBe(true)
  return (await response.json()) as StoredGift[]
}

export async function createGifts(
  request: APIRequestContext,
  rows: { event_id: string; name: string; amount: number; status?: 'available' | 'purchased'; image_url?: string }[],
): Promise<StoredGift[]> {
  const data = rows.map((row) => ({ status: 'available', ...row }))
  const response = await request.post(`${e2e.apiUrl}/rest/v1/gifts`, {
    headers: { ...headers, Prefer: 'return=representation' },
    data,
  })
  expect(response.ok(), `creating gifts: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()) as StoredGift[]
}

/** Every file under `{userId}/{eventId}/gifts/`, as the storage API lists it to the service role. */
export async function giftFiles(request: APIRequestContext, userId: string, eventId: string): Promise<string[]> {
  const prefix = `${userId}/${eventId}/gifts/`
  const response = await request.post(`${e2e.apiUrl}/storage/v1/object/list/media`, {
    headers,
    data: { prefix, limit: 100, offset: 0 },
  })
  expect(response.ok(), `listing ${prefix}: ${response.status()}`).toBe(true)
  const entries = (await response.json()) as { name: string; id: string | null }[]
  return entries.filter((entry) => entry.id !== null).map((entry) => prefix + entry.name)
}

/** The stored object's metadata (cache control, size, type) as the storage API reports it. */
export async function giftFileMetadata(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const folder = path.slice(0, path.lastIndexOf('/') + 1)
  const response = await request.post(`${e2e.apiUrl}/storage/v1/object/list/media`, {
    headers,
    data: { prefix: folder, limit: 100, offset: 0, search: path.slice(folder.length) },
  })
  expect(response.ok(), `listing ${folder}: ${response.status()}`).toBe(true)
  const entries = (await response.json()) as { name: string; metadata: Record<string, unknown> }[]
  const entry = entries.find((e) => folder + e.name === path)
  expect(entry, `${path} is stored`).toBeDefined()
  return entry!.metadata
}

export async function setGiftsModule(request: APIRequestContext, eventId: string, on: boolean): Promise<void> {
  const response = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${eventId}`, {
    headers,
    data: { moduleActivation: { guests: true, todos: true, gifts: on, 'photo-sharing': true } },
  })
  expect(response.ok(), `switching gifts: ${response.status()}`).toBe(true)
}

/** A JPEG drawn by the page's own canvas: a gradient of the given size, so each one differs. */
export async function makeJpeg(page: Page, width = 800, height = 600, hue = 20): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')!
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, `hsl(${hue} 80% 60%)`)
      gradient.addColorStop(1, `hsl(${hue + 120} 70% 40%)`)
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { width, height, hue },
  )
  return Buffer.from(base64, 'base64')
}
