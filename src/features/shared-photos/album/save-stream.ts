/**
 * Where the album's ZIP goes, streamed to disk so that the browser never holds the archive:
 *
 * 1. The File System Access API where the browser has it (Chrome, Edge): the user picks the file,
 *    and the ZIP is written into it as it is made. https://developer.mozilla.org/docs/Web/API/Window/showSaveFilePicker
 * 2. Elsewhere (Firefox, Safari), a download served by our own service worker
 *    (public/album-download-sw.js) from a stream the page feeds chunk by chunk, one chunk asked
 *    at a time, as StreamSaver.js does: the browser's download manager writes it to disk.
 *
 * A Blob of the whole album, the simple way, would hold every photo in memory at once; a
 * wedding's album is gigabytes.
 */

const WORKER = '/album-download-sw.js'
const SCOPE = '/album-download/'

interface SaveFilePicker {
  showSaveFilePicker?: (options: {
    suggestedName: string
    types: { description: string; accept: Record<string, string[]> }[]
  }) => Promise<{ createWritable: () => Promise<WritableStream<Uint8Array>> }>
}

/** Null when the user dismissed the file picker: nothing to do then. */
export async function openSaveStream(name: string): Promise<WritableStream<Uint8Array> | null> {
  const picker = (window as unknown as SaveFilePicker).showSaveFilePicker
  if (picker) {
    try {
      const handle = await picker({
        suggestedName: name,
        types: [{ description: 'ZIP', accept: { 'application/zip': ['.zip'] } }],
      })
      return await handle.createWritable()
    } catch (error) {
      if ((error as DOMException).name === 'AbortError') return null
      throw error
    }
  }
  return serviceWorkerStream(name)
}

async function serviceWorkerStream(name: string): Promise<WritableStream<Uint8Array>> {
  if (!('serviceWorker' in navigator)) throw new Error('This browser cannot save a large download.')
  const registration = await navigator.serviceWorker.register(WORKER, { scope: SCOPE })
  const worker = registration.active ?? (await activated(registration))
  const id = crypto.randomUUID()
  const channel = new MessageChannel()
  let asked = 0
  let waiting: { chunk: Uint8Array; sent: () => void } | null = null
  let cancelled: ((reason: Error) => void) | null = null
  const cancel = new Promise<never>((_, reject) => (cancelled = reject))
  cancel.catch(() => {})
  // The worker asks for each chunk when the download wants one: backpressure end to end.
  channel.port1.onmessage = ({ data }: MessageEvent<{ pull?: true; cancel?: true }>) => {
    if (data.cancel) return cancelled?.(new DOMException('The download was cancelled', 'AbortError'))
    if (waiting) {
      const { chunk, sent } = waiting
      waiting = null
      channel.port1.postMessage({ chunk }, [chunk.buffer])
      sent()
    } else asked++
  }
  worker.postMessage({ id, name, port: channel.port2 }, [channel.port2])
  // A worker idles out after seconds without an event; the page's pings keep it for the download.
  const ping = setInterval(() => worker.postMessage({ ping: true }), 10_000)
  const frame = document.createElement('iframe')
  frame.hidden = true
  frame.src = `${SCOPE}${id}/${encodeURIComponent(name)}`
  document.body.append(frame)
  const finish = () => {
    clearInterval(ping)
    setTimeout(() => frame.remove(), 60_000)
  }
  return new WritableStream<Uint8Array>({
    write(chunk) {
      // A copy: the chunk's buffer is handed over to the worker.
      const own = chunk.slice()
      if (asked > 0) {
        asked--
        channel.port1.postMessage({ chunk: own }, [own.buffer])
        return
      }
      return Promise.race([new Promise<void>((sent) => (waiting = { chunk: own, sent })), cancel])
    },
    close() {
      channel.port1.postMessage({ done: true })
      finish()
    },
    abort(reason) {
      channel.port1.postMessage({ error: String(reason) })
      finish()
    },
  })
}

function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const worker = registration.installing ?? registration.waiting
    if (!worker) throw new Error('The download helper could not start.')
    worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(worker))
  })
}
