/** Messages between the page and the compression worker. */
export interface CompressRequest {
  id: number
  file: File
}

export type CompressResponse =
  { id: number; progress: number } | { id: number; blob: Blob } | { id: number; error: string }
