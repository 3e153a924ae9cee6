import { env } from '@/lib/env'

/**
 * Sends one file to its granted path (authorize-photo-uploads.ts), never overwriting (the grant
 * is for a new object), with upload progress: XMLHttpRequest, as fetch reports none for request
 * bodies.
 */
export function uploadPhotoFile(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const encoded = path.split('/').map(encodeURIComponent).join('/')
    request.open('POST', `${env.supabaseUrl}/storage/v1/object/media/${encoded}`)
    request.setRequestHeader('apikey', env.supabaseAnonKey)
    request.setRequestHeader('Authorization', `Bearer ${env.supabaseAnonKey}`)
    request.setRequestHeader('Content-Type', 'image/webp')
    request.setRequestHeader('Cache-Control', 'max-age=3600')
    request.setRequestHeader('x-upsert', 'false')
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    request.onload = () =>
      request.status < 300 ? resolve() : reject(new Error(`Upload failed with status ${request.status}`))
    request.onerror = () => reject(new Error('Network error'))
    request.send(file)
  })
}
