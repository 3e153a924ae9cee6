import type { BenchApp } from '../bench-app.ts'

/**
 * JPEG files drawn by the browser's canvas: noise over a gradient, so they weigh what camera
 * photos weigh (noise does not compress), about `targetKb` each at 1600 × 1200.
 */
export async function makePhotoFiles(bench: BenchApp, count: number, targetKb: number): Promise<Buffer[]> {
  const page = await bench.browser.newPage()
  try {
    const files: Buffer[] = []
    for (let i = 0; i < count; i++) {
      const base64 = await page.evaluate(
        async ({ hue, targetKb }) => {
          const canvas = new OffscreenCanvas(1600, 1200)
          const context = canvas.getContext('2d')!
          const gradient = context.createLinearGradient(0, 0, 1600, 1200)
          gradient.addColorStop(0, `hsl(${hue} 70% 55%)`)
          gradient.addColorStop(1, `hsl(${hue + 140} 60% 35%)`)
          context.fillStyle = gradient
          context.fillRect(0, 0, 1600, 1200)
          const image = context.getImageData(0, 0, 1600, 1200)
          for (let p = 0; p < image.data.length; p += 4) {
            const n = (Math.random() - 0.5) * 40
            image.data[p] += n
            image.data[p + 1] += n
            image.data[p + 2] += n
          }
          context.putImageData(image, 0, 0)
          let quality = 0.8
          let blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
          while (blob.size > targetKb * 1024 * 1.1 && quality > 0.3) {
            quality -= 0.1
            blob = await canvas.convertToBlob({ type: 'image/jpeg', quality })
          }
          const bytes = new Uint8Array(await blob.arrayBuffer())
          let binary = ''
          for (let b = 0; b < bytes.length; b += 0x8000) binary += String.fromCharCode(...bytes.subarray(b, b + 0x8000))
          return btoa(binary)
        },
        { hue: (i * 37) % 360, targetKb },
      )
      files.push(Buffer.from(base64, 'base64'))
    }
    return files
  } finally {
    await page.close()
  }
}

/** Stores `bytes` at a new photo path of the event; answers the path. */
export async function storePhotoFile(bench: BenchApp, userId: string, eventId: string, index: number, bytes: Buffer) {
  const path = `${userId}/${eventId}/photos/${Date.now()}-${String(index).padStart(4, '0')}-photo.jpg`
  const response = await fetch(`${bench.apiUrl}/storage/v1/object/media/${path}`, {
    method: 'POST',
    headers: {
      apikey: bench.serviceRoleKey,
      Authorization: `Bearer ${bench.serviceRoleKey}`,
      'Content-Type': 'image/jpeg',
    },
    body: new Uint8Array(bytes),
  })
  if (!response.ok) throw new Error(`storing ${path}: ${response.status} ${await response.text()}`)
  return path
}
