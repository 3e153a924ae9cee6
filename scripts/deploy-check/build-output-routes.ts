/**
 * Where Vercel's router sends a path, read from `.vercel/output/config.json` (Build Output API v3):
 * routes in order, `continue` routes only add headers, `handle: filesystem` serves what exists, a
 * rewrite with `check` only applies when its destination exists, and the first phase after the
 * main one (`error`, `miss`) ends the lookup with a 404. Only what our config uses is modelled;
 * an unknown route shape throws rather than guessing.
 * https://vercel.com/docs/build-output-api/v3/configuration#routes
 */
export interface BuildOutputRoute {
  src?: string
  dest?: string
  status?: number
  headers?: Record<string, string>
  continue?: boolean
  check?: boolean
  handle?: string
}

export type Resolution =
  | { kind: 'served'; path: string; headers: Record<string, string> }
  | { kind: 'status'; status: number; headers: Record<string, string> }

const MODELLED_KEYS = new Set(['src', 'dest', 'status', 'headers', 'continue', 'check', 'handle'])

function substitute(dest: string, match: RegExpExecArray): string {
  return dest.replace(/\$(\d+)/g, (_, n: string) => match[Number(n)] ?? '')
}

export function resolveRoute(
  routes: readonly BuildOutputRoute[],
  path: string,
  exists: (path: string) => boolean,
): Resolution {
  const headers: Record<string, string> = {}
  let current = path
  for (const route of routes) {
    const unknown = Object.keys(route).filter((key) => !MODELLED_KEYS.has(key))
    if (unknown.length > 0)
      throw new Error(`Route ${JSON.stringify(route)} uses ${unknown.join(', ')}, not modelled here`)
    if (route.handle) {
      if (route.handle === 'filesystem') {
        if (exists(current)) return { kind: 'served', path: current, headers }
        continue
      }
      break
    }
    const match = new RegExp(route.src ?? '^$').exec(current)
    if (!match) continue
    Object.assign(headers, route.headers)
    if (route.continue) continue
    if (route.dest) {
      const dest = substitute(route.dest, match)
      if (route.check && !exists(dest)) continue
      current = dest
      if (exists(current)) return { kind: 'served', path: current, headers }
      continue
    }
    if (route.status) return { kind: 'status', status: route.status, headers }
  }
  return { kind: 'status', status: 404, headers }
}
