import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** A generated folder as path (relative, with `/`) → text. */
export type Files = Map<string, string>

export function readFolder(dir: string): Files {
  const files: Files = new Map()
  const walk = (at: string) => {
    if (!existsSync(at)) return
    for (const entry of readdirSync(at).sort()) {
      const path = join(at, entry)
      if (statSync(path).isDirectory()) walk(path)
      else files.set(relative(dir, path).split('\\').join('/'), readFileSync(path, 'utf8'))
    }
  }
  walk(dir)
  return files
}

/** The paths (relative to the folder) whose text differs from the expected, is missing or is left over. */
export function staleFiles(expected: Files, actual: Files): string[] {
  const paths = new Set([...expected.keys(), ...actual.keys()])
  return [...paths].filter((path) => expected.get(path) !== actual.get(path)).sort()
}

/** Makes the folder hold exactly `files`: writes what changed, deletes what is no longer generated. */
export function writeFolder(dir: string, files: Files): string[] {
  const stale = staleFiles(files, readFolder(dir))
  for (const path of stale) {
    const target = join(dir, path)
    const text = files.get(path)
    if (text === undefined) {
      rmSync(target)
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, text)
  }
  // Folders left empty by deleted files go too.
  const prune = (at: string) => {
    for (const entry of readdirSync(at)) {
      const path = join(at, entry)
      if (statSync(path).isDirectory()) {
        prune(path)
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true })
      }
    }
  }
  if (existsSync(dir)) prune(dir)
  return stale
}
