import { signMediaUrls } from '@/lib/media-urls'

/**
 * The one place the wall turns a photo's storage path into an image URL, through the public
 * pages' helper (src/lib/media-urls.ts), so that a change of how public images are served
 * reaches the wall with the page. Signed on demand, just before the photo is shown: a wall stays
 * open for hours and a signed URL for minutes. Null when the file may not be read any more (the
 * photo was unpublished meanwhile): the wall then drops the photo.
 */
export async function wallImageUrl(path: string): Promise<string | null> {
  const urls = await signMediaUrls([path])
  return urls.get(path) ?? null
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
