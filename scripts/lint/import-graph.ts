import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, posix, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/**
 * The import graph of the app (`src/`) and the kernel, read the way TypeScript reads it: every
 * import, export-from, `import type` and dynamic import() counts, so a loop made of types alone
 * shows too. Its test (import-graph.test.ts) fails on an upward import, a feature importing another,
 * a loop between two slices (features, entity slices, lib…) or a loop between two files.
 * The ESLint zone rule (import-zones.js) says the same per import as code is written; this check
 * sees what a rule on one file cannot: loops.
 */

/** The layers, bottom first: a file may import its own layer and those below it only. */
const LAYERS = ['kernel', 'lib', 'ui', 'entities', 'features', 'routes', 'app'] as const
export type Layer = (typeof LAYERS)[number]

/** Where a file sits: its layer and its slice (one feature or one entity; the other layers are one slice each). */
export function placeOf(path: string): { layer: Layer; slice: string } | null {
  if (path.startsWith('kernel/')) return { layer: 'kernel', slice: 'kernel' }
  if (path.startsWith('src/lib/')) return { layer: 'lib', slice: 'lib' }
  if (path.startsWith('src/components/ui/')) return { layer: 'ui', slice: 'ui' }
  const entity = /^src\/entities\/([^/]+)\//.exec(path)
  if (entity) return { layer: 'entities', slice: `entities/${entity[1]}` }
  const feature = /^src\/features\/([^/]+)\//.exec(path)
  if (feature) return { layer: 'features', slice: `features/${feature[1]}` }
  if (path.startsWith('src/routes/')) return { layer: 'routes', slice: 'routes' }
  if (path.startsWith('src/')) return { layer: 'app', slice: 'app' }
  return null
}

/** File → the files it imports, all as paths relative to the root with forward slashes. */
export type ImportGraph = Map<string, string[]>

const SOURCE = /\.(ts|tsx)$/
const TEST = /\.test\.(ts|tsx)$/

function sourceFiles(root: string, dir: string): string[] {
  const found: string[] = []
  const walk = (absolute: string) => {
    for (const name of readdirSync(absolute)) {
      const child = join(absolute, name)
      if (statSync(child).isDirectory()) walk(child)
      else if (SOURCE.test(name) && !TEST.test(name)) found.push(relative(root, child).split(sep).join('/'))
    }
  }
  walk(join(root, dir))
  return found
}

/** The file a specifier names, as Vite and tsc resolve it (`@/`, `@kernel/`, relative); null for packages and assets. */
export function resolveSpecifier(root: string, from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@kernel/')) base = posix.join('kernel', spec.slice('@kernel/'.length))
  else if (spec.startsWith('@/')) base = posix.join('src', spec.slice(2))
  else if (spec.startsWith('.')) base = posix.join(posix.dirname(from), spec)
  else return null
  base = base.replace(/\?.*$/, '')
  // The kernel names its imports `.js` for the server side's sake (Node's ESM resolution).
  const stem = base.replace(/\.(js|ts|tsx)$/, '')
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}.d.ts`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(root, candidate))) return candidate
  }
  return null
}

/** Reads every non-test TypeScript file under `dirs` and resolves its imports to files under the root. */
export function readImportGraph(root: string, dirs: readonly string[] = ['src', 'kernel']): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
    const targets = new Set<string>()
    for (const { fileName } of info.importedFiles) {
      const target = resolveSpecifier(root, file, fileName)
      if (target) targets.add(target)
    }
    graph.set(file, [...targets].sort())
  }
  return graph
}

/** Tarjan's strongly connected components with more than one member, or one that imports itself. */
export function loops(graph: ImportGraph): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  // Iterative, so a long chain of files cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const edges = graph.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!))
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        if (component.length > 1 || edges.includes(frame.node)) found.push(component.sort())
      }
    }
  }
  return found
}

/** One concrete loop through a component, to name in a message: `a → b → a`. */
export function loopPath(graph: ImportGraph, component: readonly string[]): string[] {
  const members = new Set(component)
  const start = component[0]
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue
      if (target === start) {
        const path = [start]
        for (let step: string | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step))
          path.splice(1, 0, step)
        return [...path, start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  return [...component]
}

/** The same graph seen slice to slice (each edge once, with one file-level import that makes it). */
export function sliceGraph(graph: ImportGraph): { slices: ImportGraph; witness: Map<string, string> } {
  const slices: ImportGraph = new Map()
  const witness = new Map<string, string>()
  for (const [file, targets] of graph) {
    const from = placeOf(file)?.slice
    if (!from) continue
    if (!slices.has(from)) slices.set(from, [])
    for (const target of targets) {
      const to = placeOf(target)?.slice
      if (!to || to === from) continue
      const edges = slices.get(from)!
      if (!edges.includes(to)) edges.push(to)
      if (!witness.has(`${from} ${to}`)) witness.set(`${from} ${to}`, `${file} → ${target}`)
    }
  }
  return { slices, witness }
}

/** Everything wrong with a graph, one readable line each; empty when it is sound. */
export function graphProblems(graph: ImportGraph): string[] {
  const problems: string[] = []
  for (const [file, targets] of graph) {
    const from = placeOf(file)
    if (!from) continue
    for (const target of targets) {
      const to = placeOf(target)
      if (!to) continue
      if (LAYERS.indexOf(to.layer) > LAYERS.indexOf(from.layer)) {
        problems.push(`Upward import: ${file} (${from.layer}) imports ${target} (${to.layer}).`)
      } else if (from.layer === 'features' && to.layer === 'features' && from.slice !== to.slice) {
        problems.push(
          `Feature imports a feature: ${file} imports ${target}; compose them in routes/ or move the shared part down.`,
        )
      }
    }
  }
  const { slices, witness } = sliceGraph(graph)
  for (const component of loops(slices)) {
    const path = loopPath(slices, component)
    const steps = path.slice(1).map((to, i) => witness.get(`${path[i]} ${to}`))
    problems.push(`Import loop between slices: ${path.join(' → ')} (${steps.join('; ')}).`)
  }
  for (const component of loops(graph)) {
    problems.push(`Import loop between files: ${loopPath(graph, component).join(' → ')}.`)
  }
  return problems
}

export const PROJECT_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..')
