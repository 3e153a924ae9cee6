/* global self */
/*
 * Streams the shared-photos album's ZIP to the browser's downloads (src/features/shared-photos/album/save-stream.ts):
 * the page registers a download (an id, a file name and a MessagePort), then opens
 * /album-download/{id}/{name} in a hidden frame; this worker answers it with a stream whose every
 * chunk it asks the page for, one at a time, so neither side ever holds the whole archive.
 */
const pending = new Map()

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const { id, name, port } = event.data || {}
  if (typeof id === 'string' && port) pending.set(id, { name, port })
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  const match = /^\/album-download\/([^/]+)\//.exec(url.pathname)
  if (!match) return
  const download = pending.get(match[1])
  if (!download) return event.respondWith(new Response('This download has ended.', { status: 404 }))
  pending.delete(match[1])
  const { name, port } = download
  const stream = new ReadableStream(
    {
      pull(controller) {
        return new Promise((resolve) => {
          port.onmessage = ({ data }) => {
            if (data.done) controller.close()
            else if (data.error) controller.error(new Error(data.error))
            else controller.enqueue(data.chunk)
            resolve()
          }
          port.postMessage({ pull: true })
        })
      },
      cancel() {
        port.postMessage({ cancel: true })
      },
    },
    { highWaterMark: 1 },
  )
  event.respondWith(
    new Response(stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    }),
  )
})
