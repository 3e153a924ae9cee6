import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import { readMailLook, type MailLook } from '../../kernel/guest-mail/mail-look.js'
import { PUBLIC_MEDIA_BUCKET } from '../../kernel/public-media.js'

type Db = SupabaseClient<Database>

/**
 * The background's public URL when it has a public copy (public-media, the same path): the mail
 * is opened for months, a signed URL would die within days. None otherwise (not copied yet):
 * the mail then has the accent's band for a header.
 */
async function publicHeader(db: Db, path: string): Promise<string | null> {
  const at = path.lastIndexOf('/')
  const folder = path.slice(0, Math.max(at, 0))
  const name = path.slice(at + 1)
  const bucket = db.storage.from(PUBLIC_MEDIA_BUCKET)
  const { data, error } = await bucket.list(folder, { search: name, limit: 10 })
  if (error || !data?.some((file) => file.name === name)) return null
  return bucket.getPublicUrl(path).data.publicUrl
}

async function lookOf(db: Db, settings: unknown, siteUrl: string): Promise<MailLook> {
  const value = settings && typeof settings === 'object' ? (settings as Record<string, unknown>) : {}
  const path = typeof value.bg_image === 'string' && value.bg_image ? value.bg_image : null
  return readMailLook(settings, siteUrl, path ? await publicHeader(db, path) : null)
}

/**
 * The look of each event's mails (its site's websiteSettings), added to `looks` for the events
 * it does not hold yet: one read per event and drain run. A read that fails leaves the mails
 * their plain look: sending matters more than the colours.
 */
export async function addMailLooks(
  db: Db,
  eventIds: readonly string[],
  siteUrl: string,
  looks: Map<string, MailLook>,
): Promise<void> {
  const missing = [...new Set(eventIds)].filter((id) => !looks.has(id))
  if (missing.length === 0) return
  try {
    const { data, error } = await db.from('events').select('id, websiteSettings').in('id', missing)
    if (error) throw error
    const read = await Promise.all(
      data.map(async (row) => [row.id, await lookOf(db, row.websiteSettings, siteUrl)] as const),
    )
    for (const [id, look] of read) looks.set(id, look)
  } catch (error) {
    console.error("The events' looks could not be read; their mails go out plain", error)
  }
}
