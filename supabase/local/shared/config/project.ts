import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The folder holding `supabase/config.toml`, found upwards from this module: the same from the
 * TypeScript sources and from the bundle `supabase/local/launch.mjs` builds under `.local/`.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'supabase/config.toml'))) return dir
    if (dirname(dir) === dir) throw new Error(`no supabase/config.toml above ${from}`)
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)))
export const SUPABASE_DIR = resolve(PROJECT_ROOT, 'supabase')
