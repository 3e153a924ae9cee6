import { describe, expect, it } from 'vitest'
import { loadEventPreview } from '../../../api/_lib/event-preview.ts'
import { env, service, sql } from '../support/clients.ts'
import { createEvent, createUser } from '../support/event-fixtures.ts'

// A signed URL cannot be revoked: one handed to anonymous visitors kept working for days (the link
// preview's background, 7 days) after the organiser changed or unpublished the image. Nothing of
// the private bucket is handed to them any more (issue 28, F8): the preview shows the public copy.

const WEBP = Buffer.from('RIFF0000WEBPVP8 ')

describe("the link preview of an event's public page", () => {
  it('shows the background from its public copy, and signs nothing of the private bucket without one', async () => {
    const owner = await createUser({ prefix: 'preview-owner' })
    const event = await createEvent(owner)
    const path = `${owner.id}/${event.id}/website/${Date.now()}.webp`
    const stored = await service().storage.from('media').upload(path, WEBP, { contentType: 'image/webp' })
    if (stored.error) throw stored.error
    await sql(`update public.events set "websiteSettings" = $2 where id = $1`, [event.id, { bg_image: path }])
    const source = { supabaseUrl: env().apiUrl, anonKey: env().anonKey }

    const before = await loadEventPreview(source, event.slug!, 'x')
    expect(before?.image).toBeUndefined()

    const copied = await service().storage.from('public-media').upload(path, WEBP, { contentType: 'image/webp' })
    if (copied.error) throw copied.error
    const after = await loadEventPreview(source, event.slug!, 'x')
    expect(after?.image).toBe(`${env().apiUrl}/storage/v1/object/public/public-media/${path}`)
    expect((await fetch(after!.image!)).status).toBe(200)
  })
})
