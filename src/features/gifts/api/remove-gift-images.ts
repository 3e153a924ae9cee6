import { MEDIA_BUCKET, unpublishMediaQuietly } from '@/lib/media'
import { storage } from '@/lib/supabase'

/**
 * SPEC §7 storage: "Remove by path(s)", once no gift points at them. Never throws: the row is
 * already right, and a file that stays behind is logged rather than turned into a failed save
 * the user would retry.
 */
export async function removeGiftImages(paths: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = paths.filter((path): path is string => Boolean(path))
  if (wanted.length === 0) return
  await unpublishMediaQuietly(wanted)
  try {
    const bucket = (await storage()).from(MEDIA_BUCKET)
    const { error } = await bucket.remove(wanted)
    if (error) console.error('Removing gift images failed', wanted, error)
  } catch (error) {
    console.error('Removing gift images failed', wanted, error)
  }
}
