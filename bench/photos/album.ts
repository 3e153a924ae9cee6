import { readdirSync, readFileSync, statSync } from 'node:fs'
import { startBenchApp } from '../bench-app.ts'
import { makePhotoFiles, storePhotoFile } from './photo-files.ts'

/** ALBUM_BENCH_PHOTOS changes the count (to see whether memory grows with the album). */
const PHOTOS = Number(process.env.ALBUM_BENCH_PHOTOS ?? 300)

export interface AlbumFigures {
  photos: number
  photoKb: number
  zipMb: number
  seconds: number
  mbPerSecond: number
  /** The page's JS heap, sampled every 100 ms: before, and at its peak during the download. */
  jsHeapBeforeMb: number
  jsHeapPeakMb: number
  /** The largest resident memory of the browser's renderer processes (the tab's, with its worker), same samples. */
  tabBeforeMb: number
  tabPeakMb: number
}

/**
 * Issue 24: the shared-photos screen's 'Download' of 300 photos of ~500 KB, as Firefox and Safari
 * take it (the service worker's stream; Chromium's own file picker cannot be driven headless).
 * Time from the click to the saved file, and the tab's memory meanwhile.
 */
export async function measureAlbum(): Promise<AlbumFigures> {
  const bench = await startBenchApp({ portOffset: 8470, appPort: 5473 })
  try {
    const files = await makePhotoFiles(bench, 6, 500)
    const { page, userId, eventId } = await bench.organiser('album-bench@eventail.test', {
      type: 'other',
      person: 'Bench',
      slug: 'album-bench',
    })
    const rows = []
    for (let i = 0; i < PHOTOS; i++) {
      const url = await storePhotoFile(bench, userId, eventId, i, files[i % files.length])
      rows.push({ event_id: eventId, url, uploader_name: `Invité ${i % 40}`, public: false })
    }
    await bench.api('/rest/v1/photos', rows)
    await page.addInitScript(() => delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker)
    await page.goto(`${bench.appUrl}/admin/event/${eventId}/shared-photos`)
    await page
      .getByRole('list', { name: 'Photos' })
      .getByRole('listitem')
      .nth(PHOTOS - 1)
      .waitFor({ state: 'attached' })
    await page.getByRole('button', { name: 'Select all' }).click()

    const cdp = await page.context().newCDPSession(page)
    const heap = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize
    const browserPid = browserUnder(process.pid)
    await cdp.send('HeapProfiler.collectGarbage')
    const before = { heap: await heap(), tab: rendererRss(browserPid) }
    const peak = { ...before }
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        peak.heap = Math.max(peak.heap, await heap())
        peak.tab = Math.max(peak.tab, rendererRss(browserPid))
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    const started = Date.now()
    const saved = page.waitForEvent('download', { timeout: 600_000 })
    await page.getByRole('button', { name: 'Download' }).click()
    const download = await saved
    const path = await download.path()
    await page.getByText(/Album downloaded/).waitFor({ timeout: 600_000 })
    const seconds = (Date.now() - started) / 1000
    sampling = false
    await sampler
    const zipMb = statSync(path).size / 1024 / 1024
    const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1))
    return {
      photos: PHOTOS,
      photoKb: Math.round(files.reduce((sum, f) => sum + f.length, 0) / files.length / 1024),
      zipMb: Number(zipMb.toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      mbPerSecond: Number((zipMb / seconds).toFixed(1)),
      jsHeapBeforeMb: mb(before.heap),
      jsHeapPeakMb: mb(peak.heap),
      tabBeforeMb: mb(before.tab),
      tabPeakMb: mb(peak.tab),
    }
  } finally {
    await bench.stop()
  }
}

function parents(): Map<number, number> {
  const parent = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // gone meanwhile
    }
  }
  return parent
}

/** The Chromium that Playwright started for this bench: a child of this process (Linux /proc). */
function browserUnder(pid: number): number | undefined {
  for (const [child, parent] of parents()) {
    if (parent !== pid) continue
    try {
      if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('--remote-debugging-pipe')) return child
    } catch {
      // gone meanwhile
    }
  }
  return undefined
}

/** Resident bytes of the largest renderer process under the browser: the tab's. */
function rendererRss(browserPid: number | undefined): number {
  if (!browserPid) return 0
  const parent = parents()
  const under = (pid: number): boolean => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === browserPid) return true
    return false
  }
  let largest = 0
  for (const pid of parent.keys()) {
    if (!under(pid)) continue
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (rss) largest = Math.max(largest, Number(rss[1]) * 1024)
    } catch {
      // gone meanwhile
    }
  }
  return largest
}
