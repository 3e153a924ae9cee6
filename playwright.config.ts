import { defineConfig, devices } from '@playwright/test'
import { e2e } from './tests/e2e/support/e2e-env.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores: one browser beside the stack and the dev server.
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2e.appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // node --import tsx, not the tsx CLI: the wrapper does not let serve.ts finish its cleanup on SIGTERM.
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: e2e.appUrl,
    reuseExistingServer: !process.env.CI,
    // A cold PGlite database is created, migrated and seeded, and the app built, first.
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
