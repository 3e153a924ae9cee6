import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { startPostgresServer } from '../supabase/local/testing/postgres-server.ts'
import { startStackProcess } from './stack-process.ts'
import { measureBackend, type BackendFigures } from './backend.ts'
import { measureBundles } from './bundle.ts'
import { measureCompression } from './images/compress.ts'
import { measureGiftGrid } from './images/grid.ts'
import { measureUpload } from './images/upload.ts'
import { measureLighthouse } from './lighthouse.ts'
import { measureDrag } from './seating/drag.ts'
import { measureGuestFilter } from './guests/filter.ts'
import { measureMailDrain } from './mail/drain.ts'
import { measureSeating } from './seating/measure.ts'
import { measureAlbum } from './photos/album.ts'
import { measureWall } from './photos/wall.ts'
import { measurePhotoBytes } from './storage/photo-bytes.ts'

// `npm run bench` measures; it asserts nothing. Pick parts with `npm run bench -- startup rest`.
const parts = new Set(
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : [
        'bundle',
        'seating',
        'drag',
        'guests',
        'mail',
        'storage',
        'images',
        'grid',
        'upload',
        'lighthouse',
        'startup',
        'pglite',
        'postgres',
      ],
)
const OFFSET = '8000'
const results: Record<string, unknown> = {}
const outDir = resolve(PROJECT_ROOT, 'bench/results')
mkdirSync(outDir, { recursive: true })

function table(rows: Record<string, unknown>[]): string {
  if (!rows.length) return ''
  const keys = Object.keys(rows[0])
  return [
    keys.join(' | '),
    keys.map(() => '---').join(' | '),
    ...rows.map((r) => keys.map((k) => String(r[k] ?? '')).join(' | ')),
  ].join('\n')
}

async function startup() {
  const work = mkdtempSync(join(tmpdir(), 'eventail-bench-'))
  const env = {
    LOCAL_SUPABASE_PORT_OFFSET: OFFSET,
    LOCAL_SUPABASE_DATA_DIR: join(work, 'db'),
    LOCAL_SUPABASE_STORAGE_DIR: join(work, 'storage'),
  }
  const cold = await startStackProcess(env)
  const coldRss = cold.rssMb()
  await cold.stop()
  const warm = await startStackProcess(env)
  // Let the stack settle (PostgREST schema cache, first GC) before reading its memory.
  await new Promise((r) => setTimeout(r, 1000))
  const warmRss = warm.rssMb()
  await warm.stop()
  rmSync(work, { recursive: true, force: true })
  const figures = { coldStartMs: cold.readyMs, coldRssMb: coldRss, warmStartMs: warm.readyMs, warmRssMb: warmRss }
  console.log('\nStartup of the whole local stack on PGlite (create+migrate+seed, then reopen)')
  console.log(table([figures]))
  results.startup = figures
}

function printBackend(kind: string, f: BackendFigures) {
  console.log(`\nBackend through the gateway on ${kind}`)
  console.log(table(f.rest as unknown as Record<string, unknown>[]))
  const direct = f.rest[1].rps
  const gateway = f.rest[0].rps
  console.log(
    `gateway cost on GET by id: ${(((direct - gateway) / direct) * 100).toFixed(1)}% fewer req/s than PostgREST direct (medians of rounds taken in turns)`,
  )
  for (const [name, value] of Object.entries({ auth: f.auth, storage: f.storage, realtime: f.realtime })) {
    console.log(`${name}: ${JSON.stringify(value)}`)
  }
}

async function backend(kind: 'pglite' | 'postgres') {
  const work = mkdtempSync(join(tmpdir(), 'eventail-bench-'))
  const server = kind === 'postgres' ? startPostgresServer(63322) : undefined
  const env: Record<string, string> = {
    LOCAL_SUPABASE_PORT_OFFSET: OFFSET,
    LOCAL_SUPABASE_DATA_DIR: join(work, 'db'),
    LOCAL_SUPABASE_STORAGE_DIR: join(work, 'storage'),
    LOCAL_SUPABASE_SEED: 'false',
  }
  if (server) env.LOCAL_SUPABASE_DB_URL = server.url
  const stack = await startStackProcess(env)
  try {
    const figures = await measureBackend(stack, {
      kind,
      url: server?.url ?? `postgresql://postgres:postgres@127.0.0.1:${stack.config.dbPort}/postgres`,
    })
    results[kind] = figures
    printBackend(kind, figures)
  } finally {
    await stack.stop()
    server?.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

async function bundle() {
  const figures = await measureBundles()
  console.log(
    '\nInitial JS per route (gzip KB; budgets: public page ≤ 90, admin first route ≤ 130, any admin URL opened directly ≤ 160, each admin screen ≤ 50)',
  )
  console.log(table(figures.routes as unknown as Record<string, unknown>[]))
  console.log(`largest single screen chunk: ${figures.largestScreenKb} KB`)
  results.bundle = figures
}

async function seating() {
  // SEATING_LONG_SECONDS shortens the reference runs (60 s per instance by default).
  const figures = await measureSeating(Number(process.env.SEATING_LONG_SECONDS ?? 60))
  console.log(`\nSeating: the spec's greedy on 500 guests takes ${figures.greedy500Ms} ms (median; budget < 20 ms)`)
  console.log(
    'Bellows & Peterson 17 guests (sum of the matrix over pairs at one table; budget: the optimum in < 100 ms)',
  )
  console.log(table(figures.bellowsPeterson as unknown as Record<string, unknown>[]))
  console.log(
    'Generated events, tables of 10 (sum of together weights; budget: < 1 s and within 1 % of the long-run best)',
  )
  console.log(table(figures.generated as unknown as Record<string, unknown>[]))
  console.log(
    "Optimise improving the greedy arrangement with every tenth seat locked (locked seats must stay; weight from the start's)",
  )
  console.log(table(figures.improving as unknown as Record<string, unknown>[]))
  results.seating = figures
}

async function drag() {
  const figures = await measureDrag()
  console.log(
    `\nTable plan drag in Chromium (${figures.people} people on ${figures.tables} tables, ${figures.drags} drags across the grid)`,
  )
  console.log(
    `long tasks over 50 ms while dragging: ${figures.longTasks}; longest task: ${figures.longestTaskMs} ms (budget: none over 50 ms); counted after each drag: ${figures.afterEachDrag.join(', ')}`,
  )
  results.drag = figures
}

async function guests() {
  const figures = await measureGuestFilter()
  console.log(
    `\nGuests list in Chromium (${figures.guests} guests, ${figures.keystrokes} keystrokes and 4 status filters)`,
  )
  console.log(
    `long tasks over 50 ms: ${figures.longTasks}; longest task: ${figures.longestTaskMs} ms (budget: none over 50 ms); by phase: ${JSON.stringify(figures.byPhase)}`,
  )
  results.guests = figures
}

async function mail() {
  const f = await measureMailDrain()
  console.log(
    `\nMail drain: ${f.recipients} recipients through the local SMTP catcher in ${f.drainMs} ms, ${f.mailsPerSecond} mails/s (budget ≥ 50); drain process RSS ${f.rssBeforeMb} → peak ${f.rssPeakMb} MB, heap ${f.heapBeforeMb} → peak ${f.heapPeakMb} MB; each sent exactly once: ${f.sentOnce} (inbox: ${f.inbox})`,
  )
  results.mail = f
}

function storage() {
  const f = measurePhotoBytes()
  console.log(
    `\nStored bytes per photo, the demo's ${f.photos} photos (supabase/seed-media): full ${f.fullBytes} B, rendition ${f.renditionBytes} B, kept private (file and rendition) ${f.privateBytes} B, published (both copied to public-media) ${f.publishedBytes} B; 1,500 such photos: ${f.photos1500PrivateMb} MB private, ${f.photos1500AllPublishedMb} MB all published (docs/deploy.md extrapolates with real photos too)`,
  )
  results.storage = f
}

async function images() {
  const figures = await measureCompression()
  console.log(
    `\nGift image compression in Chromium: a ${figures.inputMegapixels}-megapixel JPEG of ${figures.inputKb} KB, change to preview (budget: ≤ 1 s, ≤ 1920 px WebP, no task over 50 ms; the first run starts the worker)`,
  )
  console.log(table(figures.runs as unknown as Record<string, unknown>[]))
  console.log(`warm median: ${figures.warmMedianMs} ms`)
  results.images = figures
}

async function giftGrid() {
  const figures = await measureGiftGrid()
  console.log(
    `\nGifts grid of ${figures.gifts} gifts with images in Chromium (1280 × 900): images fetched before scrolling ${figures.imagesBeforeScroll}, after scrolling to the end ${figures.imagesAfterScroll}; cumulative layout shift ${figures.cls} (budget: lazy, no layout shift)`,
  )
  results.giftGrid = figures
}

async function upload() {
  const f = await measureUpload()
  console.log(
    `\nUpload page in Chromium (390 × 844): ${f.photos} photos of 12 megapixels (${f.inputKb} KB each) compressed and sent in ${f.totalMs} ms; compression per photo median ${f.compressionMs.median} ms, max ${f.compressionMs.max} ms (budget ≤ 1 s); long tasks over 50 ms: ${f.longTasks}, longest ${f.longestTaskMs} ms (budget: none)`,
  )
  results.upload = f
}

async function lighthouseRuns() {
  const f = await measureLighthouse()
  console.log(
    `\nLighthouse 12.8, mobile, simulated throttling, ${f.runsPerPage} runs per page taken in turns with the floor (medians; budgets: LCP ≤ 1.25× the floor, score ≥ 98, TBT ≤ 100 ms, CLS ≤ 0.02, ≤ 150 KB)`,
  )
  console.log(
    table(
      f.pages.map((page) => ({
        page: page.name,
        'LCP ms': page.median.lcpMs,
        '× floor': page.lcpRatio,
        score: page.median.score,
        'TBT ms': page.median.tbtMs,
        CLS: page.median.cls,
        'FCP ms': page.median.fcpMs,
        KB: page.median.transferKb,
        TTFB: page.median.phases.ttfbMs,
        'load delay': page.median.phases.loadDelayMs,
        'load time': page.median.phases.loadTimeMs,
        'render delay': page.median.phases.renderDelayMs,
        'LCP element': page.median.lcpElement,
      })),
    ),
  )
  results.lighthouse = f
}

async function wall() {
  const f = await measureWall()
  console.log(
    `\nPhoto wall in Chromium (1920 × 1080): a two-hour evening sped up, ${f.slides} photos shown while ${f.published} were published, in ${f.elapsedS} s`,
  )
  console.log(
    table([
      { at: 'start', ...f.start },
      { at: 'end', ...f.end },
    ]),
  )
  results.wall = f
}

async function album() {
  const f = await measureAlbum()
  console.log(
    `\nAlbum download in Chromium (service-worker stream): ${f.photos} photos of ~${f.photoKb} KB, ZIP of ${f.zipMb} MB in ${f.seconds} s (${f.mbPerSecond} MB/s)`,
  )
  console.log(
    `tab's JS heap ${f.jsHeapBeforeMb} MB before, ${f.jsHeapPeakMb} MB at its peak; renderer memory ${f.tabBeforeMb} MB before, ${f.tabPeakMb} MB at its peak`,
  )
  results.album = f
}

if (parts.has('bundle')) await bundle()
if (parts.has('seating')) await seating()
if (parts.has('drag')) await drag()
if (parts.has('guests')) await guests()
if (parts.has('mail')) await mail()
if (parts.has('storage')) storage()
if (parts.has('images')) await images()
if (parts.has('wall')) await wall()
if (parts.has('album')) await album()
if (parts.has('grid')) await giftGrid()
if (parts.has('upload')) await upload()
if (parts.has('lighthouse')) await lighthouseRuns()
if (parts.has('startup')) await startup()
if (parts.has('pglite')) await backend('pglite')
if (parts.has('postgres')) await backend('postgres')
const file = join(outDir, `backend-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nwritten ${file}`)
