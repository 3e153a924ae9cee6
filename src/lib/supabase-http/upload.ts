import { env } from '../env'
import { SupabaseHttpError } from './rpc'

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

export interface UploadOptions {
  contentType: string
  /** The file's `Cache-Control: max-age`, in seconds. */
  cacheSeconds: number
  /** 0–1 of the body sent. */
  onProgress?: (fraction: number) => void
  accessToken?: string
}

/**
 * Stores a new object at `path` of `bucket`, never overwriting one. XMLHttpRequest rather than
 * fetch: fetch reports no progress for request bodies.
 */
export function uploadObject(bucket: string, path: string, body: Blob, options: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${env.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}/${encodePath(path)}`)
    const headers = {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${options.accessToken ?? env.supabaseAnonKey}`,
      'Content-Type': options.contentType,
      'Cache-Control': `max-age=${options.cacheSeconds}`,
      'x-upsert': 'false',
    }
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    const { onProgress } = options
    if (onProgress)
      request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    request.onload = () =>
      request.status < 300 ? resolve() : reject(new SupabaseHttpError(request.status, parseJson(request.responseText)))
    request.onerror = () => reject(new Error('Network error'))
    request.send(body)
  })
}
