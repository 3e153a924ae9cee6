import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SEED_MEDIA_DIR } from '../../supabase/local/storage/seed-media.ts'
import { startBenchApp } from '../bench-app.ts'

const GIFTS = 200
const SEED_GIFTS = join(
  SEED_MEDIA_DIR,
  'media/a1000000-0000-4000-8000-000000000001/e1000000-0000-4000-8000-000000000001/gifts',
)

export interface GridFigures {
  gifts: number
  /** Images the browser fetched with the grid opened, before any scrolling. */
  imagesBeforeScroll: number
  imagesAfterScroll: number
  /** Cumulative layout shift from opening the screen to the end of the scroll. */
  cls: number
}

// Collects layout shifts from the first paint, and counts the gift images fetched (signed URLs).
const OBSERVE = `(() => {
  window.cls = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
})()`
const IMAGES_FETCHED = `performance.getEntriesByType('resource').filter((e) => e.name.includes('/storage/v1/object/sign/media/')).length`

/**
 * ISSUE 9 §6: the gifts grid of 200 gifts loads its images lazily, with their space reserved (no
 * layout shift). 200 gifts with 200 distinct image files; counts the images fetched before and
 * after scrolling to the end, and the cumulative layout shift over both.
 */
export async function measureGiftGrid(): Promise<GridFigures> {
  const bench = await startBenchApp()
  try {
    const { page, userId, eventId } = await bench.organiser('grid-bench@eventail.test')
    const files = readdirSync(SEED_GIFTS).map((name) => readFileSync(join(SEED_GIFTS, name)))
    const rows = []
    for (let i = 0; i < GIFTS; i++) {
      const path = `${userId}/${eventId}/gifts/${Date.now()}-${String(i).padStart(4, '0')}.webp`
      const response = await fetch(`${bench.apiUrl}/storage/v1/object/media/${path}`, {
        method: 'POST',
        headers: {
          apikey: bench.serviceRoleKey,
          Authorization: `Bearer ${bench.serviceRoleKey}`,
          'Content-Type': 'image/webp',
          'cache-control': '3600',
        },
        body: files[i % files.length],
      })
      if (!response.ok) throw new Error(`uploading ${path}: ${response.status}`)
      rows.push({ event_id: eventId, name: `Gift ${i + 1}`, amount: 10 + i, image_url: path })
    }
    await bench.api('/rest/v1/gifts', rows)

    await page.addInitScript(OBSERVE)
    await page.goto(`${bench.appUrl}/admin/event/${eventId}/gifts`)
    const cards = page.getByRole('list', { name: 'Gifts' }).getByRole('listitem')
    await cards.nth(GIFTS - 1).waitFor({ state: 'attached' })
    await page.waitForFunction(() => {
      const first = document.querySelector('ul[aria-label="Gifts"] img')
      return first instanceof HTMLImageElement && first.complete && first.naturalWidth > 0
    })
    const imagesBeforeScroll = (await page.evaluate(IMAGES_FETCHED)) as number
    // Down the page a screen at a time, as someone browsing the list does.
    for (let y = 0; y < 60; y++) {
      await page.mouse.wheel(0, 800)
      await page.waitForTimeout(50)
    }
    await page.waitForFunction(
      (count) => document.querySelectorAll('ul[aria-label="Gifts"] img').length === count,
      GIFTS,
    )
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('ul[aria-label="Gifts"] img')].slice(-6).every((i) => i.complete),
    )
    return {
      gifts: GIFTS,
      imagesBeforeScroll,
      imagesAfterScroll: (await page.evaluate(IMAGES_FETCHED)) as number,
      cls: Number(((await page.evaluate('window.cls')) as number).toFixed(4)),
    }
  } finally {
    await bench.stop()
  }
}
