/// <reference lib="webworker" />
import imageCompression from 'browser-image-compression'
import { COMPRESSION } from './image-files'
import { isPublicImage, leadingBytes } from '@kernel/file-signature'
import { NOT_AN_IMAGE, type CompressRequest, type CompressResponse } from './compress-protocol'

/*
 * Runs browser-image-compression inside our own module worker, served with the app: the library's
 * own worker mode loads its script from a CDN (libURL), which the architecture forbids. In a
 * worker the library draws on an OffscreenCanvas, so decoding and encoding never block the page.
 */
declare const self: DedicatedWorkerGlobalScope

self.addEventListener('message', async (event: MessageEvent<CompressRequest>) => {
  const { id, file, maxWidthOrHeight } = event.data
  const reply = (message: CompressResponse) => self.postMessage(message)
  // Not a JPEG, PNG or WebP by its bytes, whatever its name says: the library would fall back to
  // an <img>, which a worker does not have ("Image is not defined"), and the user would learn nothing.
  if (!isPublicImage(await leadingBytes(file))) return reply({ id, error: NOT_AN_IMAGE })
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
    // Image bytes the browser cannot decode (a damaged file) are not an image either.
    const decodable = await createImageBitmap(file).then(
      (bitmap) => (bitmap.close(), true),
      () => false,
    )
    reply({ id, error: decodable ? (error instanceof Error ? error.message : String(error)) : NOT_AN_IMAGE })
  }
})
