import { startBenchApp } from '../bench-app.ts'
import { twelveMegapixelJpeg } from './compress.ts'

const PHOTOS = 20
const CODE = 'BENCH1'

export interface UploadFigures {
  photos: number
  inputKb: number
  totalMs: number
  /** From a photo's 'Compression…' to its 'Envoi…' on screen. */
  compressionMs: { median: number; max: number }
  longTasks: number
  longestTaskMs: number
}

// In the guest's page: every long task, and when each photo's row first shows each status.
const WATCH = `(() => {
  const w = window
  w.bench = { longTasks: [], seen: {}, start: 0 }
  new PerformanceObserver((list) => list.getEntries().forEach((e) => w.bench.longTasks.push([e.startTime, e.duration])))
    .observe({ type: 'longtask' })
  new MutationObserver(() => {
    document.querySelectorAll('ul[aria-label="Photos choisies"] > li').forEach((row, i) => {
      const status = row.querySelector('div > span:nth-child(2)')?.textContent
      const key = i + ':' + status
      if (status && !(key in w.bench.seen)) w.bench.seen[key] = performance.now()
    })
  }).observe(document.body, { childList: true, subtree: true, characterData: true })
})()`

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Issue budget for the upload page: 20 photos of 12 megapixels compressed (in the worker) and sent
 * with no main-thread task over 50 ms, at most 1 s of compression per photo. The production build
 * in Debian's Chromium, on a phone-sized page, against the local stack.
 */
export async function measureUpload(): Promise<UploadFigures> {
  const bench = await startBenchApp()
  try {
    const { eventId } = await bench.organiser('upload-bench@eventail.test')
    const opened = await fetch(`${bench.apiUrl}/rest/v1/events?id=eq.${eventId}`, {
      method: 'PATCH',
      headers: {
        apikey: bench.serviceRoleKey,
        Authorization: `Bearer ${bench.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ photoSharingSettings: { upload_code: CODE, public: true } }),
    })
    if (!opened.ok) throw new Error(`opening uploads: ${opened.status}`)
    const page = await bench.browser.newPage({ viewport: { width: 390, height: 844 } })
    const jpeg = await twelveMegapixelJpeg(page)
    await page.goto(`${bench.appUrl}/${eventId}/upload?code=${CODE}`)
    await page.getByRole('button', { name: 'Choisir des photos' }).waitFor()
    await page.evaluate(WATCH)
    // Handed to the page, then set on the input as a phone's picker would (see compress.ts).
    await page.evaluate(
      ([base64, count]) => {
        const bytes = Uint8Array.from(atob(base64 as string), (c) => c.charCodeAt(0))
        const files = new DataTransfer()
        for (let i = 0; i < (count as number); i++)
          files.items.add(new File([bytes], `IMG_${i}.jpg`, { type: 'image/jpeg' }))
        const input = document.querySelector<HTMLInputElement>('#upload-photos')!
        input.files = files.files
        input.dispatchEvent(new Event('change', { bubbles: true }))
      },
      [jpeg.toString('base64'), PHOTOS],
    )
    await page
      .getByRole('listitem')
      .nth(PHOTOS - 1)
      .waitFor()
    await page.evaluate(() => ((window as unknown as { bench: { start: number } }).bench.start = performance.now()))
    await page.getByRole('button', { name: 'Envoyer les photos' }).click()
    await page.getByText(`Merci ! ${PHOTOS} photos envoyées.`).waitFor({ timeout: 600_000 })
    const seen = await page.evaluate(
      () =>
        (window as unknown as { bench: { start: number; seen: Record<string, number>; longTasks: number[][] } }).bench,
    )
    const end = await page.evaluate(() => performance.now())
    const compression = Array.from(
      { length: PHOTOS },
      (_, i) => seen.seen[`${i}:Envoi…`] - seen.seen[`${i}:Compression…`],
    )
    const during = seen.longTasks.filter(([start]) => start >= seen.start)
    return {
      photos: PHOTOS,
      inputKb: Math.round(jpeg.length / 1024),
      totalMs: Math.round(end - seen.start),
      compressionMs: { median: Math.round(median(compression)), max: Math.round(Math.max(...compression)) },
      longTasks: during.length,
      longestTaskMs: Math.round(Math.max(0, ...during.map(([, duration]) => duration))),
    }
  } finally {
    await bench.stop()
  }
}
