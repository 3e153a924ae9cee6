import type { CDPSession, Page } from '@playwright/test'
import { startBenchApp } from '../bench-app.ts'
import { makePhotoFiles, storePhotoFile } from './photo-files.ts'

/** WALL_BENCH_SLIDES shortens the run (the publications keep their pace). */
const SLIDES = Number(process.env.WALL_BENCH_SLIDES ?? Math.round((2 * 60 * 60) / 7))
/** 1,000 over two hours at the wall's 7 s a photo. */
const PUBLISHED = Math.round((SLIDES * 1000) / Math.round((2 * 60 * 60) / 7))
const AT_START = 10

export interface WallMoment {
  slide: number
  jsHeapMb: number
  imagesInPage: number
  /** Elements in the document. */
  elements: number
  /** Blink's count of DOM nodes alive, in the page or detached, after the forced collections. */
  domNodes: number
}

export interface WallFigures {
  slides: number
  published: number
  start: WallMoment
  end: WallMoment
  elapsedS: number
}

async function moment(page: Page, cdp: CDPSession, slide: number): Promise<WallMoment> {
  // Blink sweeps collected nodes lazily: several collections, a moment apart, before counting.
  for (let i = 0; i < 3; i++) {
    await cdp.send('HeapProfiler.collectGarbage')
    await page.waitForTimeout(300)
  }
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes } = await cdp.send('Memory.getDOMCounters')
  return {
    slide,
    jsHeapMb: Number((usedSize / 1024 / 1024).toFixed(2)),
    imagesInPage: await page.locator('img').count(),
    elements: await page.evaluate(() => document.getElementsByTagName('*').length),
    domNodes: nodes,
  }
}

/**
 * Issue 24: a two-hour evening on the photo wall, sped up. The wall advances ~1,030 times (two
 * hours at 7 s a photo), by its → key instead of its timer, while 1,000 photos are published
 * over the run (about one per advance, through the service role, as an organiser's clicks or
 * auto-publish would), each reaching the wall through the database's nudge. Reports the JS heap
 * (after a forced GC) and the <img> elements in the page near the start and at the end.
 */
export async function measureWall(): Promise<WallFigures> {
  const bench = await startBenchApp({ portOffset: 8470, appPort: 5473 })
  try {
    const {
      page: organiser,
      userId,
      eventId,
    } = await bench.organiser('wall-bench@eventail.test', {
      type: 'other',
      person: 'Bench',
      slug: 'wall-bench',
    })
    await organiser.close()
    const files = await makePhotoFiles(bench, 12, 300)
    const paths: string[] = []
    for (let i = 0; i < AT_START + PUBLISHED; i++)
      paths.push(await storePhotoFile(bench, userId, eventId, i, files[i % files.length]))
    const rows = paths.map((url, i) => ({
      event_id: eventId,
      url,
      uploader_name: `Invité ${i}`,
      caption: `Photo ${i}`,
      public: i < AT_START,
    }))
    const inserted = await bench.api<{ id: string }[]>('/rest/v1/photos', rows)
    const toPublish = inserted.slice(AT_START).map((row) => row.id)

    const page = await bench.browser.newPage({ viewport: { width: 1920, height: 1080 } })
    const cdp = await page.context().newCDPSession(page)
    await page.goto(`${bench.appUrl}/wall-bench/live`)
    const shown = () => page.locator('figure:not([aria-hidden]) img')
    await shown().first().waitFor()
    const started = Date.now()
    let start: WallMoment | undefined
    let published = 0
    for (let slide = 1; slide <= SLIDES; slide++) {
      // ~1,000 publications spread over the run.
      const due = Math.round((slide / SLIDES) * toPublish.length)
      if (due > published) {
        const ids = toPublish.slice(published, due)
        const response = await fetch(`${bench.apiUrl}/rest/v1/photos?id=in.(${ids.join(',')})`, {
          method: 'PATCH',
          headers: {
            apikey: bench.serviceRoleKey,
            Authorization: `Bearer ${bench.serviceRoleKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ public: true }),
        })
        if (!response.ok) throw new Error(`publishing: ${response.status}`)
        published = due
      }
      const before = await shown().last().getAttribute('src')
      await page.keyboard.press('ArrowRight')
      await page.waitForFunction((previous) => {
        const images = document.querySelectorAll<HTMLImageElement>('figure:not([aria-hidden]) img')
        const last = images[images.length - 1]
        return last && last.getAttribute('src') !== previous && last.complete
      }, before)
      if (slide === 20) {
        await page.waitForFunction(() => document.querySelectorAll('figure').length === 1)
        start = await moment(page, cdp, slide)
      }
    }
    // Let the last fade end, then measure.
    await page.waitForFunction(() => document.querySelectorAll('figure').length === 1)
    const end = await moment(page, cdp, SLIDES)
    return { slides: SLIDES, published, start: start!, end, elapsedS: Math.round((Date.now() - started) / 1000) }
  } finally {
    await bench.stop()
  }
}
