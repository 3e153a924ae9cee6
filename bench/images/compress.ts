import type { Page } from '@playwright/test'
import { startBenchApp } from '../bench-app.ts'

const RUNS = 4

export interface CompressRun {
  ms: number
  output: string
  longTasks: number
  longestTaskMs: number
}

export interface CompressFigures {
  inputMegapixels: number
  inputKb: number
  /** The first includes starting the worker and downloading browser-image-compression. */
  runs: CompressRun[]
  warmMedianMs: number
}

/** A 4000 × 3000 JPEG with a photo's entropy (gradients, shapes and sensor-like noise), made by the browser. */
export async function twelveMegapixelJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(`(async () => {
    const w = 4000, h = 3000
    const canvas = new OffscreenCanvas(w, h)
    const g = canvas.getContext('2d')
    const sky = g.createLinearGradient(0, 0, 0, h)
    sky.addColorStop(0, '#7fb2e5'); sky.addColorStop(0.6, '#f4d9a8'); sky.addColorStop(1, '#3d5a2a')
    g.fillStyle = sky; g.fillRect(0, 0, w, h)
    let seed = 7
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let i = 0; i < 1500; i++) {
      g.fillStyle = 'hsla(' + Math.floor(rnd() * 360) + ' 60% ' + Math.floor(30 + rnd() * 50) + '% / 0.5)'
      g.beginPath(); g.arc(rnd() * w, rnd() * h, 5 + rnd() * 120, 0, Math.PI * 2); g.fill()
    }
    const image = g.getImageData(0, 0, w, h)
    for (let i = 0; i < image.data.length; i += 4) {
      const n = (rnd() - 0.5) * 24
      image.data[i] += n; image.data[i + 1] += n; image.data[i + 2] += n
    }
    g.putImageData(image, 0, 0)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    return btoa(binary)
  })()`)
  return Buffer.from(base64 as string, 'base64')
}

// Installed in the app's page: the time from the file input's change to the compressed preview
// on screen, and every long task in between (the Long Tasks API reports only those over 50 ms).
const WATCH = `(() => {
  const w = window
  w.bench = { longTasks: [], start: 0, end: 0, size: '' }
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.bench.longTasks.push([e.startTime, e.duration])))
    .observe({ type: 'longtask' })
  document.addEventListener('change', () => { w.bench.start = performance.now(); w.bench.end = 0 }, true)
  new MutationObserver(() => {
    const img = document.querySelector('img[alt="Gift image preview"]')
    if (!img || w.bench.end || !w.bench.start) return
    w.bench.end = performance.now()
    const done = () => { w.bench.size = img.naturalWidth + ' x ' + img.naturalHeight }
    img.complete ? done() : img.addEventListener('load', done, { once: true })
  }).observe(document.body, { childList: true, subtree: true })
})()`

const PICK = `(() => {
  const input = document.querySelector('input[aria-label="Gift image file"]')
  const files = new DataTransfer()
  files.items.add(window.benchFile)
  input.files = files.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
})()`

/**
 * SPEC §5 / ARCHITECTURE budgets: a 12-megapixel JPEG picked in the gift dialog becomes a WebP of
 * at most 1920 px in ≤ 1 s, with no main-thread task over 50 ms. The production build in Debian's
 * Chromium; measured from the input's change event to the compressed preview's insertion.
 */
export async function measureCompression(): Promise<CompressFigures> {
  const bench = await startBenchApp()
  try {
    const { page, eventId } = await bench.organiser('images-bench@eventail.test')
    const maker = await bench.browser.newPage()
    const jpeg = await twelveMegapixelJpeg(maker)
    await maker.close()

    await page.goto(`${bench.appUrl}/admin/event/${eventId}/gifts`)
    await page.getByRole('button', { name: 'Add a gift' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a gift' })
    await dialog.waitFor()
    // The file is handed to the page first, then set on the input as a user's pick would be:
    // Playwright's setInputFiles decodes it on the main thread, the harness's cost, not the app's.
    await page.evaluate(
      ([base64]) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        ;(window as unknown as { benchFile: File }).benchFile = new File([bytes], 'camera.jpg', { type: 'image/jpeg' })
      },
      [jpeg.toString('base64')],
    )
    await page.evaluate(WATCH)
    const runs: CompressRun[] = []
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(PICK)
      await page.waitForFunction(() => (window as unknown as { bench: { size: string } }).bench.size !== '', null, {
        timeout: 60_000,
      })
      const seen = await page.evaluate(
        () =>
          (window as unknown as { bench: { start: number; end: number; size: string; longTasks: number[][] } }).bench,
      )
      const during = seen.longTasks.filter(([start, duration]) => start + duration >= seen.start && start <= seen.end)
      runs.push({
        ms: Math.round(seen.end - seen.start),
        output: seen.size,
        longTasks: during.length,
        longestTaskMs: Math.round(Math.max(0, ...during.map(([, duration]) => duration))),
      })
      await page.evaluate(() => Object.assign((window as unknown as { bench: object }).bench, { size: '', start: 0 }))
      await dialog.getByRole('button', { name: 'Remove image' }).click()
      await page.getByRole('img', { name: 'Gift image preview' }).waitFor({ state: 'detached' })
    }
    const warm = runs
      .slice(1)
      .map((run) => run.ms)
      .sort((a, b) => a - b)
    return {
      inputMegapixels: 12,
      inputKb: Math.round(jpeg.length / 1024),
      runs,
      warmMedianMs: warm[Math.floor(warm.length / 2)],
    }
  } finally {
    await bench.stop()
  }
}
