import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { copyPublicPhotos } from '../../../api/_lib/public-photo-copies.ts'
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
  if (fields.public) await copyToPublicBucket(request, url, bytes)
  return { id: row.id, url }
}

/**
 * What the team's browser does when it publishes (src/lib/media/copy-to-public-bucket.ts): the file's copy in
 * `public-media`, which the guest pages and the wall show; anonymous visitors read nothing of `media`.
 */
async function copyToPublicBucket(request: APIRequestContext, url: string, bytes: Buffer): Promise<void> {
  const copied = await request.post(`${e2e.apiUrl}/storage/v1/object/public-media/${url}`, {
    headers: { ...auth, 'Content-Type': 'image/jpeg', 'x-upsert': 'true' },
    data: bytes,
  })
  expect(copied.ok(), `copying ${url}: ${copied.status()} ${await copied.text()}`).toBe(true)
}

/** Publishes or unpublishes as the team's browser does: the copy made after, or removed before, the row. */
export async function setPhotoPublic(request: APIRequestContext, id: string, value: boolean): Promise<void> {
  const found = await request.get(`${e2e.apiUrl}/rest/v1/photos?id=eq.${id}&select=url`, { headers: auth })
  const [{ url }] = (await found.json()) as { url: string }[]
  if (!value) {
    const removed = await request.delete(`${e2e.apiUrl}/storage/v1/object/public-media`, {
      headers: auth,
      data: { prefixes: [url, `${url}.w480.webp`] },
    })
    expect(removed.ok(), `removing the copy: ${removed.status()}`).toBe(true)
  }
  const response = await request.patch(`${e2e.apiUrl}/rest/v1/photos?id=eq.${id}`, {
    headers: auth,
    data: { public: value },
  })
  expect(response.ok(), `publishing: ${response.status()}`).toBe(true)
  if (value) await copyToPublicBucket(request, url, await storedBytes(request, url))
}

/** The stored file's bytes, as the team downloads them. */
export async function storedBytes(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(`${e2e.apiUrl}/storage/v1/object/media/${path}`, { headers: auth })
  expect(response.ok(), `reading ${path}: ${response.status()}`).toBe(true)
  return response.body()
}

/**
 * One run of the every-minute job /api/copy-public-photos, now rather than at the next minute: it
 * gives auto-published guest photos their public copy, which the wall shows.
 */
export async function runPhotoCopyJob(): Promise<void> {
  const result = await copyPublicPhotos(
    createClient(e2e.apiUrl, e2e.serviceRoleKey, {
      auth: { persistSession: false },
      // Node 20 has no WebSocket of its own; the job never opens one, supabase-js still asks.
      realtime: { transport: ws as never },
    }),
  )
  expect(result.failed).toBe(0)
}
