import { useState } from 'react'
import type { PublicEvent } from '@kernel/public-event'
import type { WebsiteSettings } from '@kernel/website-settings'
import { publicImage, type PublicImage } from '@/lib/media'
import type { PublicGift } from '../gifts/public-gift'
import type { PublicPhoto } from '../public-photos'

/** The background's public files, which get_public_event adds to the settings it returns. */
function bgImageFiles(settings: PublicEvent['websiteSettings']): string[] {
  const files = settings && typeof settings === 'object' && !Array.isArray(settings) ? settings.bg_image_files : null
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : []
}

/**
 * Where the page's images come from. The guest's page shows only the public copies (stable URLs, no
 * request): anonymous visitors read nothing of the private bucket, so an image without its copy yet (the
 * every-minute job makes it, api/copy-public-photos) shows its placeholder meanwhile, and an unpublished one
 * no longer answers at any URL (issue 28, F8). The editor's preview (`live` false) signs with the
 * organiser's session instead — `unsigned` lists what to sign, `setSigned` takes the answers — so an uploaded
 * background shows before it is published.
 */
export function usePageImages({
  live,
  event,
  look,
  gifts,
  photos,
}: {
  live: boolean
  event: PublicEvent
  look: WebsiteSettings
  gifts: PublicGift[]
  photos: PublicPhoto[]
}) {
  const [signed, setSigned] = useState<ReadonlyMap<string, string>>(new Map())
  const unsigned = live
    ? []
    : [look.bgImage, ...gifts.map((gift) => gift.image_url), ...photos.map((photo) => photo.url)].filter(
        (path): path is string => Boolean(path),
      )
  const imageOf = (path: string | null, files: string[]): PublicImage | undefined => {
    const found = live ? publicImage(path, files) : undefined
    if (found) return found
    const url = path ? signed.get(path) : undefined
    return url ? { src: url, small: url } : undefined
  }
  const photoImage = (path: string) => imageOf(path, photos.find((photo) => photo.url === path)?.files ?? [])
  const background = live
    ? publicImage(look.bgImage, bgImageFiles(event.websiteSettings))?.src
    : look.bgImage
      ? signed.get(look.bgImage)
      : undefined
  return { imageOf, photoImage, background, unsigned, setSigned }
}
