import { expect, type APIRequestContext } from '@playwright/test'
import { e2e } from './e2e-env.ts'

/** Service-role helpers for the upload specs: open an event's uploads with a known code, read its photos. */
const headers = { apikey: e2e.serviceRoleKey, Authorization: `Bearer ${e2e.serviceRoleKey}` }

export async function openUploads(request: APIRequestContext, eventId: string, code: string): Promise<void> {
  const response = await request.patch(`${e2e.apiUrl}/rest/v1/events?id=eq.${eventId}`, {
    headers,
    data: { photoSharingSettings: { upload_code: code, public: true } },
  })
  expect(response.ok(), `opening uploads: ${response.status()} ${await response.text()}`).toBe(true)
}

export interface StoredPhoto {
  url: string
  uploader_name: string | null
  caption: string | null
  public: boolean
}

export async function photosOf(request: APIRequestContext, eventId: string): Promise<StoredPhoto[]> {
  const response = await request.get(
    `${e2e.apiUrl}/rest/v1/photos?event_id=eq.${eventId}&select=url,uploader_name,caption,public&order=url`,
    { headers },
  )
  expect(response.ok(), `reading photos: ${response.status()}`).toBe(true)
  return (await response.json()) as StoredPhoto[]
}
