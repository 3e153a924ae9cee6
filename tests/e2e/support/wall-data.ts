import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Service-role helpers for the photo wall and album specs: stored photos with their files. */
const auth = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }

export interface WallPhotoFields {
  caption: string
  uploader_name?: string
  public: boolean
}

/** Stores `bytes` as a photo file of the event and records its row; answers the row's id and path. */
export async function addStoredPhoto(
  request: APIRequestContext,
  event: { id: string; ownerId: string },
  bytes: Buffer,
  fields: WallPhotoFields,
): Promise<{ id: string; url: string }> {
  const url = `${event.ownerId}/${event.id}/photos/${Date.now()}-${randomUUID().slice(0, 8)}-photo.jpg`
  const stored = await request.post(`${e2e.apiUrl}/storage/v1/object/media/${url}`, {
    headers: { ...auth, 'Content-Type': 'image/jpeg' },
    data: bytes,
  })
  expect(stored.ok(), `storing ${url}: ${stored.status()} ${await stored.text()}`).toBe(true)
  const inserted = await request.post(`${e2e.apiUrl}/rest/v1/photos`, {
    headers: { ...auth, Prefer: 'return=representation' },
    data: { event_id: event.id, url, uploader_name: 'Paul', ...fields },
  })
  expect(inserted.ok(), `recording ${url}: ${inserted.status()} ${await inserted.text()}`).toBe(true)
  const [row] = (await inserted.json()) as { id: string }[]
  return { id: row.id, url }
}

export async function setPhotoPublic(request: APIRequestContext, id: string, value: boolean): Promise<void> {
  const response = await request.patch(`${e2e.apiUrl}/rest/v1/photos?id=eq.${id}`, {
    headers: auth,
    data: { public: value },
  })
  expect(response.ok(), `publishing: ${response.status()}`).toBe(true)
}

/** The stored file's bytes, as the team downloads them. */
export async function storedBytes(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(`${e2e.apiUrl}/storage/v1/object/media/${path}`, { headers: auth })
  expect(response.ok(), `reading ${path}: ${response.status()}`).toBe(true)
  return response.body()
}
