import { describe, expect, it } from 'vitest'
import { loadEventPreview, PREVIEW_IMAGE_SECONDS } from '../../api/_lib/event-preview.ts'
import { env, service, sql } from '../support/clients.ts'
import { createEvent, createUser } from '../support/event-fixtures.ts'

// A signed URL cannot be revoked: one handed to anonymous visitors kept working for days (the link
// preview's background, 7 days) after the organiser changed or unpublished the image.

/** Seconds from now until the signed URL's token expires. */
function secondsLeft(url: string): number {
  const token = new URL(url).searchParams.get('token') ?? ''
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number }
  return exp - Date.now() / 1000
}

describe("signed URLs of an event's public page", () => {
  it('gives the link preview a background URL that works for minutes, not days', async () => {
    const owner = await createUser({ prefix: 'preview-owner' })
    const event = await createEvent(owner)
    const path = `${owner.id}/${event.id}/website/${Date.now()}.webp`
    const { error } = await service()
      .storage.from('media')
      .upload(path, Buffer.from('RIFF0000WEBPVP8 '), { contentType: 'image/webp' })
    if (error) throw error
    await sql(`update public.events set "websiteSettings" = $2 where id = $1`, [event.id, { bg_image: path }])

    const preview = await loadEventPreview({ supabaseUrl: env().apiUrl, anonKey: env().anonKey }, event.slug!, 'x')
    const image = preview?.image ?? ''
    expect(image).toContain(`/storage/v1/object/sign/media/${path}?token=`)
    expect(secondsLeft(image)).toBeGreaterThan(PREVIEW_IMAGE_SECONDS - 60)
    expect(secondsLeft(image)).toBeLessThanOrEqual(15 * 60)
    expect((await fetch(image)).status).toBe(200)
  })
})
