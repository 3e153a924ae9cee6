// Runs the local stack from a bundle of its TypeScript sources, rebuilt whenever a source changes.
// Compiling ~80 modules through tsx on every start costs about a second; one prebuilt file loads in
// a fifth of that. Plain JavaScript, so it starts on plain Node:
//   node supabase/local/launch.mjs <start|reset|status>
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const SOURCE_DIR = dirname(fileURLToPath(import.meta.url))
const BUILD_DIR = resolve(SOURCE_DIR, '../../.local/build')
const ENTRIES = { cli: 'cli.ts', stack: 'stack.ts' }

// Folders of the package the server never loads: its tests and the harness other projects' tests use.
const NOT_BUNDLED = new Set(['tests', 'testing', 'node_modules'])

/** Every file the bundle is made of, for the freshness key; tests are not part of it. */
function sourceFiles(dir = SOURCE_DIR) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (dir !== SOURCE_DIR || !NOT_BUNDLED.has(entry.name)) files.push(...sourceFiles(path))
    } else if (/\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) files.push(path)
  }
  return files
}

/** Changes with any source's name, size or modification time: a new key means a new build. */
function freshnessKey() {
  let hash = 0x811c9dc5
  for (const file of sourceFiles().sort()) {
    const { size, mtimeMs } = statSync(file)
    for (const ch of `${relative(SOURCE_DIR, file)}:${size}:${mtimeMs};`)
      hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** A `<key>.<pid>.tmp` folder another running process is still building into. */
function isOtherBuildInProgress(name) {
  const pid = Number(/\.(\d+)\.tmp$/.exec(name)?.[1])
  if (!pid || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false // that process is gone: what it left is debris
  }
}

/** The folder holding the bundle of the current sources, built first if needed. */
export async function bundleDir() {
  const dir = join(BUILD_DIR, freshnessKey())
  if (existsSync(join(dir, 'cli.mjs'))) return dir
  const { build } = await import('esbuild')
  const temp = `${dir}.${process.pid}.tmp`
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(SOURCE_DIR, file)])),
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  })
  // Built aside then renamed, so a second process starting at the same time never sees half a
  // bundle; whichever rename lands first wins and older builds are dropped.
  mkdirSync(BUILD_DIR, { recursive: true })
  try {
    renameSync(temp, dir)
  } catch {
    rmSync(temp, { recursive: true, force: true })
  }
  for (const old of readdirSync(BUILD_DIR)) {
    if (join(BUILD_DIR, old) !== dir && !isOtherBuildInProgress(old))
      rmSync(join(BUILD_DIR, old), { recursive: true, force: true })
  }
  return dir
}

/** The bundled `stack.ts` module, for scripts that start the stack in their own process. */
export async function importBundledStack() {
  return import(pathToFileURL(join(await bundleDir(), 'stack.mjs')).href)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await import(pathToFileURL(join(await bundleDir(), 'cli.mjs')).href)
}
