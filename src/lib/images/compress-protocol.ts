/** Messages between the page and the compression worker. */
export interface CompressRequest {
  id: number
  file: File
  /** The longest side, when smaller than COMPRESSION's (the small rendition of public-media-urls.ts). */
  maxWidthOrHeight?: number
}

export type CompressResponse =
  { id: number; progress: number } | { id: number; blob: Blob } | { id: number; error: string }
