import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import { removeGiftImages } from './gift-images'
import { useRevalidateGifts } from './revalidate-gifts'

/**
 * SPEC §7 gifts: "Delete by id (first read image_url, then remove the stored image)". The image
 * path is read back from the deleted row itself, so it is the one stored, not a stale copy; the
 * file goes after the row, so a failed delete never leaves a gift without its image.
 */
export async function deleteGift(id: string): Promise<void> {
  const { data } = await supabase.from('gifts').delete().eq('id', id).select('id, image_url').throwOnError()
  if (data.length === 0) throw new Error('This gift no longer exists, or you may no longer delete it.')
  await removeGiftImages(data.map((row) => row.image_url))
}

export function useDeleteGift() {
  const revalidate = useRevalidateGifts()
  return useCallback(
    async (id: string) => {
      await deleteGift(id)
      await revalidate()
    },
    [revalidate],
  )
}
