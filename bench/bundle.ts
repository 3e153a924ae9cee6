import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'

interface ChunkInfo {
  file: string
  gzip: number
  imports: string[]
  dynamicImports: string[]
  modules: string[]
  facade?: string
}

/** The lazy screens each route loads on first visit, in the order the router mounts them. */
export const ROUTE_SCREENS: Record<string, string[]> = {
  '/ (landing)': ['src/routes/home-route.tsx'],
  '/login': ['src/routes/login-page.tsx'],
  '/admin (dashboard)': ['src/routes/admin-layout.tsx', 'src/routes/admin-home-page.tsx'],
  '/admin/event/{id}': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/overview/components/overview-screen.tsx',
  ],
  '/admin/event/{id}/activity': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/activity/components/activity-screen.tsx',
  ],
  '/admin/event/{id}/settings': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/event-settings/components/event-settings.tsx',
    'src/features/event-settings/components/general-settings.tsx',
  ],
  '/admin/event/{id}/todos': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/todos/index.ts',
  ],
  '/admin/event/{id}/guests': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/guests/index.ts',
  ],
  '/admin/event/{id}/gifts': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/gifts/index.ts',
  ],
  '/admin/event/{id}/shared-photos': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/shared-photos/index.ts',
  ],
  '/admin/event/{id}/website': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/routes/website-editor-page.tsx',
  ],
  '/admin/event/{id}/table-plan': [
    'src/routes/admin-layout.tsx',
    'src/routes/event-layout.tsx',
    'src/app/event-routes.tsx',
    'src/features/table-plan/components/table-plan-screen.tsx',
  ],
  '/admin/new': ['src/routes/admin-layout.tsx', 'src/routes/new-event-page.tsx'],
  '/admin/users': ['src/routes/admin-layout.tsx', 'src/routes/admin-users-page.tsx'],
  '/admin/invitations': ['src/routes/admin-layout.tsx', 'src/routes/admin-invitations-page.tsx'],
  '/{slug} (public)': ['src/routes/public-event-page.tsx'],
  '/{slug}/upload': ['src/routes/upload-page.tsx'],
  '/{slug}/live (photo wall)': ['src/routes/live-page.tsx', 'src/features/public-site/live/live-screen.tsx'],
  '/404': ['src/routes/not-found-page.tsx'],
}

/** Packages the guest page must never download (ARCHITECTURE.md, budgets). */
export const PUBLIC_FORBIDDEN = ['zod', '@dnd-kit', 'react-hook-form', 'browser-image-compression']

function recorder(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'bench-chunk-recorder',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks.set(output.fileName, {
          file: output.fileName,
          gzip: gzipSync(output.code).length,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules),
          facade: output.facadeModuleId ? relative(PROJECT_ROOT, output.facadeModuleId) : undefined,
        })
      }
    },
  }
}

/** Static-import closure of some chunks: what the browser downloads before they can run. */
function closure(chunks: Map<string, ChunkInfo>, roots: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of chunks.get(file)?.imports ?? []) visit(next)
  }
  roots.forEach(visit)
  return seen
}

export interface RouteFigure {
  route: string
  initialKb: number
  screenKb: number
  forbidden: string
}

export async function measureBundles(): Promise<{ routes: RouteFigure[]; largestScreenKb: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'eventail-bundle-'))
  const chunks = new Map<string, ChunkInfo>()
  try {
    await build({
      root: PROJECT_ROOT,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [recorder(chunks)],
    })
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
  const entry = [...chunks.values()].find((c) => c.facade?.endsWith('index.html') || c.facade === 'src/app/main.tsx')
  if (!entry) throw new Error('no entry chunk found')
  const byFacade = new Map([...chunks.values()].filter((c) => c.facade).map((c) => [c.facade!, c.file]))
  const kb = (files: Set<string>) =>
    Number(([...files].reduce((sum, f) => sum + (chunks.get(f)?.gzip ?? 0), 0) / 1024).toFixed(1))
  const entryFiles = closure(chunks, [entry.file])
  const routes = Object.entries(ROUTE_SCREENS).map(([route, screens]) => {
    const roots = screens.map((s) => byFacade.get(s)).filter((f): f is string => Boolean(f))
    const all = closure(chunks, [entry.file, ...roots])
    const screenOnly = new Set([...all].filter((f) => !entryFiles.has(f)))
    const modules = [...all].flatMap((f) => chunks.get(f)?.modules ?? [])
    const forbidden =
      route.includes('public') || route.includes('upload') || route.includes('live')
        ? PUBLIC_FORBIDDEN.filter((p) => modules.some((m) => m.includes(`node_modules/${p}`))).join(', ') || 'none'
        : '-'
    return { route, initialKb: kb(all), screenKb: kb(screenOnly), forbidden }
  })
  const largestScreenKb = Math.max(
    ...[...chunks.values()].filter((c) => c.facade?.startsWith('src/')).map((c) => c.gzip / 1024),
  )
  return { routes, largestScreenKb: Number(largestScreenKb.toFixed(1)) }
}
