import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { graphProblems, loops, PROJECT_ROOT, readImportGraph, type ImportGraph } from './import-graph'

// The check itself: CI runs it with the unit tests. A failure names each problem, one per line.
it('finds no upward import, no feature importing another and no loop in src/ and kernel/', () => {
  const graph = readImportGraph(PROJECT_ROOT)
  // Guards against a graph read from nowhere passing by being empty.
  expect(graph.size).toBeGreaterThan(300)
  expect(graph.get('src/entities/event/components/event-guard.tsx')).toContain('src/entities/session/index.ts')
  expect(graphProblems(graph).join('\n')).toBe('')
})

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges))

describe('graphProblems', () => {
  it('names a loop between two features, and the imports that make it', () => {
    const graph = graphOf({
      'src/features/auth/components/summary.tsx': ['src/features/events/index.ts'],
      'src/features/events/index.ts': ['src/features/events/guard.tsx'],
      'src/features/events/guard.tsx': ['src/features/auth/index.ts'],
      'src/features/auth/index.ts': [],
    })
    expect(graphProblems(graph)).toEqual([
      'Feature imports a feature: src/features/auth/components/summary.tsx imports src/features/events/index.ts; ' +
        'compose them in routes/ or move the shared part down.',
      'Feature imports a feature: src/features/events/guard.tsx imports src/features/auth/index.ts; ' +
        'compose them in routes/ or move the shared part down.',
      'Import loop between slices: features/auth → features/events → features/auth ' +
        '(src/features/auth/components/summary.tsx → src/features/events/index.ts; ' +
        'src/features/events/guard.tsx → src/features/auth/index.ts).',
    ])
  })

  it('names a loop between two entity slices, which may otherwise import each other', () => {
    const graph = graphOf({
      'src/entities/event/guard.tsx': ['src/entities/session/index.ts'],
      'src/entities/session/index.ts': ['src/entities/session/store.ts'],
      'src/entities/session/store.ts': ['src/entities/event/index.ts'],
      'src/entities/event/index.ts': [],
    })
    expect(graphProblems(graph)).toEqual([
      'Import loop between slices: entities/event → entities/session → entities/event ' +
        '(src/entities/event/guard.tsx → src/entities/session/index.ts; ' +
        'src/entities/session/store.ts → src/entities/event/index.ts).',
    ])
  })

  it('names a loop between the files of one slice', () => {
    const graph = graphOf({
      'src/features/table-plan/plan-model.ts': ['src/features/table-plan/kids-table.ts'],
      'src/features/table-plan/kids-table.ts': ['src/features/table-plan/plan-model.ts'],
      'src/lib/a.ts': ['src/lib/a.ts'],
    })
    expect(graphProblems(graph)).toEqual([
      'Import loop between files: src/features/table-plan/kids-table.ts → src/features/table-plan/plan-model.ts → ' +
        'src/features/table-plan/kids-table.ts.',
      'Import loop between files: src/lib/a.ts → src/lib/a.ts.',
    ])
  })

  it('names an upward import', () => {
    const graph = graphOf({
      'src/lib/toast.ts': ['src/entities/session/index.ts'],
      'src/entities/session/index.ts': [],
      'kernel/rule.ts': ['src/lib/env.ts'],
      'src/lib/env.ts': [],
      'src/features/gifts/x.ts': ['src/routes/login-page.tsx'],
      'src/routes/login-page.tsx': [],
    })
    expect(graphProblems(graph)).toEqual([
      'Upward import: src/lib/toast.ts (lib) imports src/entities/session/index.ts (entities).',
      'Upward import: kernel/rule.ts (kernel) imports src/lib/env.ts (lib).',
      'Upward import: src/features/gifts/x.ts (features) imports src/routes/login-page.tsx (routes).',
    ])
  })

  it('lets each layer import below itself', () => {
    const graph = graphOf({
      'src/app/router.tsx': ['src/routes/website-editor-page.tsx'],
      'src/routes/website-editor-page.tsx': [
        'src/features/website-editor/index.ts',
        'src/features/public-site/components/public-event-view.tsx',
      ],
      'src/features/website-editor/index.ts': ['src/entities/event/index.ts', 'kernel/website-settings.ts'],
      'src/features/public-site/components/public-event-view.tsx': ['kernel/website-settings.ts'],
      'src/entities/event/index.ts': ['src/entities/session/index.ts', 'src/components/ui/button.tsx'],
      'src/entities/session/index.ts': ['src/lib/supabase.ts'],
      'src/components/ui/button.tsx': ['src/lib/cn.ts'],
      'src/lib/supabase.ts': ['kernel/generated/database.types.ts'],
    })
    expect(graphProblems(graph)).toEqual([])
  })
})

describe('readImportGraph', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  it('sees type-only imports, re-exports and dynamic imports, so a loop of types alone fails too', () => {
    write('src/features/a/index.ts', "import type { B } from '@/features/b'\nexport type A = { b: B }\n")
    write('src/features/b/index.ts', "export type { A as B } from '../a'\nexport const load = () => import('./c')\n")
    write('src/features/b/c.tsx', "import { x } from '@kernel/rule.js'\nexport const c = x\n")
    write('src/features/b/c.test.ts', "import '@/features/a'\n")
    write('kernel/rule.ts', 'export const x = 1\n')
    const graph = readImportGraph(root)
    expect(Object.fromEntries(graph)).toEqual({
      'src/features/a/index.ts': ['src/features/b/index.ts'],
      'src/features/b/index.ts': ['src/features/a/index.ts', 'src/features/b/c.tsx'],
      'src/features/b/c.tsx': ['kernel/rule.ts'],
      'kernel/rule.ts': [],
    })
    expect(loops(graph)).toEqual([['src/features/a/index.ts', 'src/features/b/index.ts']])
  })
})
