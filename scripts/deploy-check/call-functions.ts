import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { toVercel } from '../../supabase/local/functions/vercel-shim.ts'

type Handler = (req: unknown, res: unknown) => unknown

interface FunctionConfig {
  handler: string
  runtime: string
  shouldAddHelpers?: boolean
}

export interface BuiltFunction {
  name: string
  dir: string
  config: FunctionConfig
}

/** The functions `vercel build` wrote under `.vercel/output/functions/api/`. */
export function builtFunctions(outputDir: string): BuiltFunction[] {
  const root = join(outputDir, 'functions', 'api')
  if (!existsSync(root)) return []
  return readdirSync(root)
    .filter((entry) => entry.endsWith('.func'))
    .map((entry) => {
      const dir = join(root, entry)
      const config = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8')) as FunctionConfig
      return { name: entry.slice(0, -'.func'.length), dir, config }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Serves the built functions over HTTP the way Vercel's Node.js launcher does: the compiled
 * entry file is imported as it is and called with Vercel's request and response helpers (the
 * same shim the local server uses). Packages resolve from the repository's node_modules, which
 * is what the function bundle's file map points at.
 */
export async function serveFunctions(functions: BuiltFunction[]): Promise<{ url: string; close: () => Promise<void> }> {
  const handlers = new Map<string, Handler>()
  for (const fn of functions) {
    const module = (await import(pathToFileURL(join(fn.dir, fn.config.handler)).href)) as { default?: Handler }
    if (typeof module.default !== 'function') throw new Error(`api/${fn.name}: no default export to call`)
    handlers.set(fn.name, module.default)
  }
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://deploy-check')
    const handler = handlers.get(url.pathname.replace(/^\/api\//, ''))
    if (!handler) {
      res.statusCode = 404
      res.end()
      return
    }
    void toVercel(req, res, url)
      .then(([vreq, vres]) => handler(vreq, vres))
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
