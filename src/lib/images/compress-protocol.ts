/** Messages between the page and the compression worker. */
export interface CompressRequest {
  id: number
  file: File
  /** The longest side, when smaller than COMPRESSION's (the small rendition of media/public-image-urls.ts). */
  maxWidthOrHeight?: number
}

export type CompressResponse =
  { id: number; progress: number } | { id: number; blob: Blob } | { id: number; error: string }

/** The worker's error when the file is not an image it can decode (checked before compressing). */
export const NOT_AN_IMAGE = 'not_an_image'
