import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * The package's two suites, also listed by the project's own vitest.config.ts (so `npm test` runs them):
 * `local`, the modules' tests beside the code (no stack); `local-conformance`, tests/ against a
 * running stack (PGlite, or PostgreSQL with TEST_DB=postgres) with the tables and buckets of
 * tests/support/fixtures.sql, as supabase-js and raw HTTP clients see it.
 */
export const localProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'local',
      root,
      include: ['**/*.test.ts'],
      exclude: ['tests/**', 'node_modules/**'],
      environment: 'node',
    },
  },
  {
    test: {
      name: 'local-conformance',
      root,
      include: ['tests/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/support/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // One stack serves every file; PGlite has a single backend, so keep file concurrency modest.
      maxWorkers: 2,
    },
  },
]

export default defineConfig({ test: { projects: localProjects } })
