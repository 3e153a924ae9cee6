import { publicMediaUrl } from '@/lib/media'

/**
 * The one place the wall turns a photo's storage path into an image URL: its public copy, as the
 * event's page shows it (src/lib/media/public-image-urls.ts). Anonymous visitors read nothing of the
 * private bucket (issue 28, F8); a photo whose copy is not made yet (a guest's auto-published
 * upload, copied by the every-minute job) fails to load and is tried again at a later turn, and
 * an unpublished one has no copy any more.
 */
export function wallImageUrl(path: string): string {
  return publicMediaUrl(path)
}

/**
 * Downloads and decodes an image before it is put on the wall, so the fade shows a whole picture.
 * The element is never added to the page and is simply let go once decoded: only the slides on
 * screen hold images. Its `src` is left alone: removing it makes Chromium build the element's
 * broken-image shadow tree, which then stays alive (six nodes a photo, 6,000 in an evening; see
 * bench/photos/wall.ts).
 */
export async function preloadImage(src: string): Promise<void> {
  const image = new Image()
  image.decoding = 'async'
  image.src = src
  await image.decode()
}
