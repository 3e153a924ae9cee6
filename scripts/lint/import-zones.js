import { dirname, relative, resolve, sep } from 'node:path'

/**
 * ESLint rule `zones/imports`: the direction of imports (ARCHITECTURE "Layout"), checked on every
 * import, export-from and dynamic import() of src/, api/ and supabase/local/. Bottom to top:
 *
 *   kernel              pure domain types and rules: imports only itself
 *   src/lib             the app's plumbing: lib, kernel
 *   src/components/ui   primitives: ui, lib, kernel
 *   src/entities/<x>    the event layer, what several features stand on (the session, the current event,
 *                       the activity feed, open invitations, deleting an event): itself, lib, ui, kernel,
 *                       and another entity's index.ts; never a feature
 *   src/features/<x>    one feature: itself, lib, ui, kernel and an entity's index.ts. Never another
 *                       feature: two features meet in routes/ (one passes the other in as a prop), or
 *                       what both need moves down to src/entities/ or the kernel
 *   src/routes          compose features: routes, features (their screens too, loaded lazily), an
 *                       entity's index.ts, lib, ui, kernel
 *   src/app             the entry, providers and router: anything above
 *   api/, supabase/local/   the server side: itself and kernel only (supabase/local also hosts api/)
 *
 * Inside src/, an import that leaves its own zone says where it goes from the top (`@/lib/…`, `@kernel/…`),
 * never with `../../..`. The kernel sits beside src/ and api/, which both import it (api/ by relative path:
 * Vercel's functions know no aliases). Loops, which a rule on one file cannot see, are the import graph
 * check's (import-graph.ts, run by its test).
 */

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..')

function zoneOf(absolute) {
  const path = relative(ROOT, absolute).split(sep).join('/')
  if (path.startsWith('kernel/')) return { zone: 'kernel' }
  if (path.startsWith('src/lib/')) return { zone: 'lib' }
  if (path.startsWith('src/components/ui/')) return { zone: 'ui' }
  const slice = /^src\/(entities|features)\/([^/]+)(\/.*)?$/.exec(path)
  if (slice) {
    const rest = (slice[3] ?? '').replace(/^\//, '')
    const kind = slice[1] === 'entities' ? 'entity' : 'feature'
    return { zone: `${kind}:${slice[2]}`, publicSurface: rest === '' || /^index(\.tsx?)?$/.test(rest) }
  }
  if (path.startsWith('src/routes/')) return { zone: 'routes' }
  if (path.startsWith('src/')) return { zone: 'app' }
  if (path.startsWith('api/')) return { zone: 'api' }
  if (path.startsWith('supabase/local/')) return { zone: 'local' }
  return { zone: 'outside' }
}

const MAY_IMPORT = {
  kernel: ['kernel'],
  lib: ['lib', 'kernel'],
  ui: ['ui', 'lib', 'kernel'],
  entity: ['lib', 'ui', 'kernel', 'entities'],
  feature: ['lib', 'ui', 'kernel', 'entities'],
  routes: ['routes', 'lib', 'ui', 'kernel', 'entities', 'features'],
  app: ['app', 'routes', 'lib', 'ui', 'kernel', 'entities', 'features'],
  api: ['api', 'kernel'],
  local: ['local', 'api', 'kernel'],
}

const kindOf = (zone) => zone.split(':')[0]
const named = (zone) => (zone.includes(':') ? `the ${zone.split(':')[1]} ${kindOf(zone)}` : zone)
const LAYER_OF = { entity: 'entities', feature: 'features' }

function verdict(from, to) {
  if (from.zone === to.zone) return null
  const toLayer = LAYER_OF[kindOf(to.zone)] ?? to.zone
  const allowed = MAY_IMPORT[kindOf(from.zone)] ?? []
  if (!allowed.includes(toLayer)) {
    if (toLayer !== 'features') return `${named(from.zone)} may not import ${toLayer}`
    if (kindOf(from.zone) !== 'feature') return `${named(from.zone)} may not import a feature`
    return (
      `${named(from.zone)} may not import another feature (${named(to.zone)}): compose them in routes/, ` +
      'or move what both need down to src/entities/ or the kernel'
    )
  }
  // Routes and the app compose features, lazily loading a screen's own module to keep chunks small;
  // anything else goes through a slice's index.ts.
  const composes = kindOf(from.zone) === 'routes' || kindOf(from.zone) === 'app'
  if (to.publicSurface === false && !(composes && toLayer === 'features')) {
    return `import ${to.zone.split(':')[1]} through its index.ts, not its internals`
  }
  return null
}

export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing kernel → lib/ui → entities → features → routes → app, features apart.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const from = zoneOf(file)
    if (from.zone === 'outside') return {}
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return
      const spec = source.value
      let target
      if (spec.startsWith('@kernel/')) target = resolve(ROOT, 'kernel', spec.slice('@kernel/'.length))
      else if (spec.startsWith('@/')) target = resolve(ROOT, 'src', spec.slice(2))
      else if (spec.startsWith('.')) target = resolve(dirname(file), spec)
      else return
      const to = zoneOf(target)
      const problem = verdict(from, to)
      if (problem) {
        context.report({ node, message: `${problem} ('${spec}').` })
      } else if (spec.startsWith('../') && from.zone !== to.zone && relative(ROOT, file).startsWith('src')) {
        context.report({ node, message: `Import from outside this ${kindOf(from.zone)} with '@/…' ('${spec}').` })
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export const zonesPlugin = { rules: { imports: importZones } }
