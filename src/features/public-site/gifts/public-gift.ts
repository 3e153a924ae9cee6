import type { Json } from '@kernel/generated/database.types'

/** A gift as get_public_event lists it (SPEC §3 gifts; a cart item is id, name, amount, image_url). */
export interface PublicGift {
  id: string
  name: string
  description: string | null
  amount: number
  image_url: string | null
  status: 'available' | 'purchased'
  /** Its image's public files (get_public_event): "full", "w480". */
  image_files: string[]
}

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Which public files an image has, as get_public_event lists them. */
export const readFiles = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : []

/** The event's gifts, keeping only well-formed entries (the column is free-form JSON to the client). */
export function readPublicGifts(value: Json): PublicGift[] {
  if (!Array.isArray(value)) return []
  return value.filter(isObject).flatMap((gift) => {
    const amount = Number(gift.amount)
    if (typeof gift.id !== 'string' || typeof gift.name !== 'string' || !Number.isFinite(amount)) return []
    return [
      {
        id: gift.id,
        name: gift.name,
        description: typeof gift.description === 'string' ? gift.description : null,
        amount,
        image_url: typeof gift.image_url === 'string' ? gift.image_url : null,
        status: gift.status === 'purchased' ? ('purchased' as const) : ('available' as const),
        image_files: readFiles(gift.image_files),
      },
    ]
  })
}
