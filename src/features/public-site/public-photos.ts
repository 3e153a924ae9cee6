import type { Json } from '@kernel/generated/database.types'
import { readFiles } from './gifts/public-gift'

/** A published photo as get_public_event lists it. */
export interface PublicPhoto {
  id: string
  url: string
  caption: string | null
  uploader_name: string | null
  /** Its public files (get_public_event): "full", "w480". */
  files: string[]
}

export function readPublicPhotos(value: Json): PublicPhoto[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const photo = entry as Record<string, Json> | null
    if (!photo || typeof photo.id !== 'string' || typeof photo.url !== 'string') return []
    return [
      {
        id: photo.id,
        url: photo.url,
        caption: typeof photo.caption === 'string' ? photo.caption : null,
        uploader_name: typeof photo.uploader_name === 'string' ? photo.uploader_name : null,
        files: readFiles(photo.files),
      },
    ]
  })
}
