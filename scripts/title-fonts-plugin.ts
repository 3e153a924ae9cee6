import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The three title fonts (SPEC §3 websiteSettings.titleFont), from their @fontsource packages,
 * at fixed addresses (/fonts/{name}.woff2): the server's HTML of a guest page can then preload
 * the event's one font before the app runs (api/_lib/event-page-html.ts). Emitted with the build,
 * served from node_modules by the dev server.
 */
export const TITLE_FONT_FILES: Record<string, string> = {
  'alex-brush': '@fontsource/alex-brush/files/alex-brush-latin-400-normal.woff2',
  arizonia: '@fontsource/arizonia/files/arizonia-latin-400-normal.woff2',
  'love-light': '@fontsource/love-light/files/love-light-latin-400-normal.woff2',
}

const read = (name: string) => readFileSync(join(process.cwd(), 'node_modules', TITLE_FONT_FILES[name]))

export function titleFontsPlugin(): Plugin {
  return {
    name: 'eventail-title-fonts',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = /^\/fonts\/([a-z-]+)\.woff2$/.exec(req.url ?? '')?.[1]
        if (!name || !(name in TITLE_FONT_FILES)) return next()
        res.setHeader('Content-Type', 'font/woff2')
        res.end(read(name))
      })
    },
    generateBundle() {
      for (const name of Object.keys(TITLE_FONT_FILES)) {
        this.emitFile({ type: 'asset', fileName: `fonts/${name}.woff2`, source: read(name) })
      }
    },
  }
}
