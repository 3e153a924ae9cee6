import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { inlineStylesheets, withEventPreview } from '../api/_lib/event-page-html.ts'
import { eventRefForPage } from '../api/_lib/event-page-ref.ts'
import { loadEventPreview, type PreviewSource } from '../api/_lib/event-preview.ts'
import { withTitleFontSubset } from '../api/_lib/title-font-subset.ts'
import { TITLE_FONT_FILES } from './title-fonts-plugin.ts'

type Next = (error?: unknown) => void

// The title fonts from their packages, as the build emits them (title-fonts-plugin.ts).
function readTitleFont(font: string): Buffer | undefined {
  const file = TITLE_FONT_FILES[font]
  try {
    return file ? readFileSync(join(process.cwd(), 'node_modules', file)) : undefined
  } catch {
    return undefined
  }
}

/**
 * What api/event-page does on Vercel, in the dev and preview servers: a guest page's HTML carries
 * the event's link preview and hero text, so local runs and the tests see what production serves.
 */
export function eventPagePlugin(source: PreviewSource, productHosts: string[]): Plugin {
  const handle =
    (page: (url: string) => Promise<string>, inline: (html: string) => string = (html) => html) =>
    (req: IncomingMessage, res: ServerResponse, next: Next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.accept?.includes('text/html')) return next()
      const url = new URL(req.url ?? '/', 'http://local')
      const host = req.headers.host ?? ''
      const ref = eventRefForPage(url.pathname, host, productHosts)
      if (!ref) return next()
      void (async () => {
        const html = await page(req.url ?? '/')
        let preview = null
        try {
          preview = await loadEventPreview(source, ref, `http://${host}${url.pathname}`)
        } catch (error) {
          console.error('Link preview failed', error)
        }
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        const body = preview ? withEventPreview(inline(html), await withTitleFontSubset(preview, readTitleFont)) : html
        // Compressed as Vercel's edge and the preview server's own files are: this middleware
        // answers before the server's compression would.
        res.setHeader('Vary', 'Accept-Encoding')
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          res.setHeader('Content-Encoding', 'gzip')
          res.end(gzipSync(body))
        } else res.end(body)
      })().catch(next)
    }
  return {
    name: 'eventail-event-page',
    configureServer(server) {
      const index = join(server.config.root, 'index.html')
      server.middlewares.use(handle((url) => server.transformIndexHtml(url, readFileSync(index, 'utf8'))))
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const index = join(outDir, 'index.html')
      const read = (path: string) => {
        try {
          return readFileSync(join(outDir, path), 'utf8')
        } catch {
          return undefined
        }
      }
      server.middlewares.use(
        handle(
          async () => readFileSync(index, 'utf8'),
          (html) => inlineStylesheets(html, read),
        ),
      )
    },
  }
}
