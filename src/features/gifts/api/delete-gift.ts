import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { giftKeys } from './keys'
import { removeGiftImages } from './remove-gift-images'

/**
 * SPEC §7 gifts: "Delete by id (first read image_url, then remove the stored image)". The image
 * path is read back from the deleted row itself, so it is the one stored, not a stale copy; the
 * file goes after the row, so a failed delete never leaves a gift without its image.
 */
export async function deleteGift(id: string): Promise<void> {
  const { data } = await supabase.from('gifts').delete().eq('id', id).select('id, image_url').throwOnError()
  const deleted = requireRows(data, 'This gift no longer exists, or you may no longer delete it.')
  await removeGiftImages(deleted.map((row) => row.image_url))
}

export function useDeleteGift(eventId: string) {
  return useMutation({ write: deleteGift, refreshes: () => [giftKeys.ofEvent(eventId)] })
}
