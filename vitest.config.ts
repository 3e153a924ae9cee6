import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { localProjects } from './supabase/local/vitest.config.ts'

export default defineConfig({
  // The app's own alias (vite.config.ts): imports from outside a feature start at src/.
  resolve: { alias: {
      '@kernel': fileURLToPath(new URL('./kernel', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    } },
  test: {
    // `extends: true`: inline projects take the root's options (the alias above) only when asked to.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'kernel/**/*.test.ts',
            'api/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One stack serves every file; PGlite has a single backend, so keep file concurrency modest.
          maxWorkers: 2,
        },
      },
      // The local server's own suites (supabase/local/vitest.config.ts).
      ...localProjects,
    ],
  },
})
