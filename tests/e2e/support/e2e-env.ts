import { loadConfig } from '../../../supabase/local/shared/config.ts'

/**
 * Where the browser tests' own stack lives: port offset 7000 (API 61321, inbox 61324), beside the
 * dev stack and the integration suites. The app is a production build served by `vite preview` on
 * 4273 (the real bundle, and no dependency re-optimisation reloading a page mid-test), or the dev
 * server on 5273 with E2E_DEV=1 (hot reload while writing tests, with reuseExistingServer).
 * E2E_PORT_SHIFT=n moves all of them by n, so two runs on one machine neither collide nor reuse
 * each other's server.
 */
const PORT_SHIFT = Number(process.env.E2E_PORT_SHIFT ?? 0)
const PORT_OFFSET = 7000 + PORT_SHIFT
const preview = !process.env.E2E_DEV
const stack = loadConfig({ portOffset: PORT_OFFSET })
const appPort = (preview ? 4273 : 5273) + PORT_SHIFT

export const e2e = {
  portOffset: PORT_OFFSET,
  preview,
  appPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  apiUrl: stack.apiUrl,
  /** The stack's database, for what no API reaches (private settings). */
  dbPort: stack.dbPort,
  inboxUrl: `http://${stack.host}:${stack.inboxPort}`,
  anonKey: stack.anonKey,
  serviceRoleKey: stack.serviceRoleKey,
  /** The seed's demo organiser (supabase/seed.sql). */
  demoEmail: 'demo@eventail.test',
} as const
