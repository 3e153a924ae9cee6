// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineStylesheets, withEventPreview } from './_lib/event-page-html.js'
import { eventRefForPage } from './_lib/event-page-ref.js'
import { loadEventPreview } from './_lib/event-preview.js'
import { allowMethods, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { productHosts } from './_lib/product-hosts.js'
import { withTitleFontSubset } from './_lib/title-font-subset.js'

// The built app's page, bundled with the function (vercel.json includeFiles): beside the
// function's folder on Vercel (/var/task), in the working directory when run from the repository.
function readBuiltBytes(path: string): Buffer {
  try {
    return readFileSync(new URL(`../dist/${path}`, import.meta.url))
  } catch {
    return readFileSync(join(process.cwd(), 'dist', path))
  }
}
const readBuilt = (path: string) => readBuiltBytes(path).toString('utf8')

// The title fonts the build emits (scripts/title-fonts-plugin.ts), for their subsets.
function readTitleFont(font: string): Buffer | undefined {
  try {
    return readBuiltBytes(`fonts/${font}.woff2`)
  } catch {
    return undefined
  }
}

let indexHtml: string | undefined
function readIndex(): string {
  indexHtml ??= readBuilt('index.html')
  return indexHtml
}

// The event pages' index.html with the stylesheet in it (vercel.json bundles the CSS too).
let eventIndexHtml: string | undefined
function readEventIndex(): string {
  eventIndexHtml ??= inlineStylesheets(readIndex(), (path) => {
    try {
      return readBuilt(path.replace(/^\//, ''))
    } catch {
      return undefined
    }
  })
  return eventIndexHtml
}

/**
 * GET /api/event-page?path=/{slug} (vercel.json rewrites /{slug} and / here): the app's
 * index.html with the event's link preview and hero text (see _lib/event-page-html.ts). An
 * unknown event, an app path or a failing lookup get the page as it is: the app decides then.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  if (!allowMethods(req, res, ['GET', 'HEAD'])) return
  const page = readIndex()
  const path = typeof req.query.path === 'string' ? req.query.path : '/'
  const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '')
  const ref = eventRefForPage(path, host, productHosts())
  const supabaseUrl = process.env.SUPABASE_URL
  const anonKey = process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY
  let html = page
  if (ref && supabaseUrl && anonKey) {
    try {
      const preview = await loadEventPreview({ supabaseUrl, anonKey }, ref, `https://${host}${path}`)
      if (preview) html = withEventPreview(readEventIndex(), await withTitleFontSubset(preview, readTitleFont))
    } catch (error) {
      console.error('Link preview failed', error)
    }
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  // Shared caches keep a page a minute and serve it stale for 10 more while refreshing; browsers
  // revalidate. Not longer: a changed background or gift list should show within minutes.
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=600')
  res.status(200).send(html)
}
