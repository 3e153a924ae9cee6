import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { createPoolDatabase, type Database } from './database.ts'

/**
 * Embedded Postgres: PGlite persisted in `dataDir`, served over the wire protocol so that
 * PostgREST, psql and our own services all reach it the same way. PGlite has one backend; the
 * socket server multiplexes connections and keeps a transaction on the connection that opened it.
 */
export async function openPglite(dataDir: string, host: string, port: number): Promise<Database> {
  mkdirSync(dataDir, { recursive: true })
  const pglite = await PGlite.create(dataDir)
  const server = new PGLiteSocketServer({ db: pglite, host, port, maxConnections: 64 })
  await server.start()
  const url = `postgresql://postgres:postgres@${host}:${port}/postgres`
  return createPoolDatabase('pglite', url, 4, async () => {
    await server.stop()
    await pglite.close()
  })
}

export function openPostgres(url: string): Database {
  return createPoolDatabase('postgres', url, 10)
}
