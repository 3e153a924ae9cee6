import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { publishMediaQuietly } from '@/lib/media'
import { supabase } from '@/lib/supabase'
import type { GiftInput } from '../gift-input'
import type { GiftRow } from '../types'
import { giftKeys } from './keys'
import { removeGiftImages } from './remove-gift-images'
import { uploadGiftImage } from './upload-gift-image'

/** SPEC §4 gift image handling: keep it, remove it (empty image_url), or replace it with a new file. */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: File }

export interface SaveGift {
  eventId: string
  userId: string
  input: GiftInput
  existing: GiftRow | null
  image: ImageChange
}

/** SPEC §7 gifts: "Insert with event_id and image_url". */
async function insertGift(eventId: string, values: GiftValues): Promise<GiftRow> {
  const { data } = await supabase
    .from('gifts')
    .insert({ ...values, event_id: eventId })
    .select('*')
    .single()
    .throwOnError()
  return data
}

/** SPEC §7 gifts: "Update by id". */
async function updateGift(id: string, values: GiftValues): Promise<GiftRow> {
  const { data } = await supabase.from('gifts').update(values).eq('id', id).select('*').throwOnError()
  return requireRows(data, 'This gift no longer exists, or you may no longer edit it.')[0]
}

type GiftValues = GiftInput & { image_url?: string | null; status: 'available' }

/**
 * Saves a gift with its image, leaving no file without a row: a new file is uploaded first, and
 * removed again if the row is not saved; the file it replaces (or the one removed) goes only once
 * the row no longer points at it.
 */
export async function saveGift({ eventId, userId, input, existing, image }: SaveGift): Promise<GiftRow> {
  const uploaded = image.kind === 'replace' ? await uploadGiftImage(image.file, userId, eventId) : null
  // SPEC §4: 'available' on every save from the dialog.
  const values: GiftValues = { ...input, status: 'available' }
  if (image.kind !== 'keep') values.image_url = uploaded
  let saved: GiftRow
  try {
    saved = existing ? await updateGift(existing.id, values) : await insertGift(eventId, values)
  } catch (error) {
    await removeGiftImages([uploaded])
    throw error
  }
  if (existing?.image_url && image.kind !== 'keep' && existing.image_url !== saved.image_url)
    await removeGiftImages([existing.image_url])
  // The public page shows it from the public bucket (src/lib/media/public-image-urls.ts), with its small rendition.
  if (uploaded && image.kind === 'replace') await publishMediaQuietly([uploaded], new Map([[uploaded, image.file]]))
  return saved
}

/** Creates the gift, or updates `existing`, with its image. */
export function useSaveGift(eventId: string) {
  return useMutation({
    write: (request: Omit<SaveGift, 'eventId'>) => saveGift({ ...request, eventId }),
    refreshes: () => [giftKeys.ofEvent(eventId)],
  })
}
