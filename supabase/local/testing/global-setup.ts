import type { TestProject } from 'vitest/node'
import { readFileSync } from 'node:fs'
import { startTestStack, type TestDatabase } from './test-stack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      apiUrl: string
      dbUrl: string
      inboxUrl: string
      anonKey: string
      serviceRoleKey: string
      jwtSecret: string
      dbKind: string
      storageDir: string
    }
  }
}

/**
 * For a Vitest globalSetup: starts one local stack for the whole run (PGlite by default, PostgreSQL
 * with TEST_DB=postgres), runs the given SQL files on it, and provides its addresses and keys to the
 * tests (`inject('stack')`, or testing/clients.ts). Resolves with the function that stops it.
 */
export async function provideTestStack(project: TestProject, fixtures: URL[] = []): Promise<() => Promise<void>> {
  const kind = (process.env.TEST_DB ?? 'pglite') as TestDatabase
  // TEST_PORT_OFFSET lets several suites run side by side on one machine.
  // Defaults keep every port above Linux's ephemeral range (32768-60999), so an outgoing
  // connection can never hold a port the stack is about to listen on.
  const offset = Number(process.env.TEST_PORT_OFFSET ?? (kind === 'pglite' ? 9500 : 10500))
  const { stack, stop } = await startTestStack(kind, offset)
  for (const file of fixtures) await stack.db.query(readFileSync(file, 'utf8'))
  if (fixtures.length > 0) await stack.reloadSchema()
  const c = stack.config
  project.provide('stack', {
    apiUrl: c.apiUrl,
    dbUrl: stack.db.url,
    inboxUrl: `http://${c.host}:${c.inboxPort}`,
    anonKey: c.anonKey,
    serviceRoleKey: c.serviceRoleKey,
    jwtSecret: c.jwtSecret,
    dbKind: stack.db.kind,
    storageDir: c.storageDir,
  })
  return stop
}
