/// <reference lib="webworker" />
import imageCompression from 'browser-image-compression'
import { COMPRESSION } from './image-files'
import type { CompressRequest, CompressResponse } from './compress-protocol'

/*
 * Runs browser-image-compression inside our own module worker, served with the app: the library's
 * own worker mode loads its script from a CDN (libURL), which the architecture forbids. In a
 * worker the library draws on an OffscreenCanvas, so decoding and encoding never block the page.
 */
declare const self: DedicatedWorkerGlobalScope

self.addEventListener('message', async (event: MessageEvent<CompressRequest>) => {
  const { id, file, maxWidthOrHeight } = event.data
  const reply = (message: CompressResponse) => self.postMessage(message)
  try {
    const output = await imageCompression(file, {
      maxWidthOrHeight: maxWidthOrHeight ?? COMPRESSION.maxWidthOrHeight,
      fileType: COMPRESSION.fileType,
      initialQuality: COMPRESSION.quality,
      useWebWorker: false,
      onProgress: (progress) => reply({ id, progress }),
    })
    reply({ id, blob: output })
  } catch (error) {
    reply({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
