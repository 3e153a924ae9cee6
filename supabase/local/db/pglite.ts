import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { PROJECT_ROOT, type LocalConfig } from '../shared/config.ts'
import { createPoolDatabase, type Database } from './database.ts'

interface PgliteWorker {
  close(): Promise<void>
}

function startWorker(dataDir: string, host: string, port: number): Promise<PgliteWorker> {
  // No loader flags: the worker is plain JavaScript. Found from the project root, since this
  // module may run from the bundle under `.local/`.
  const worker = new Worker(resolve(PROJECT_ROOT, 'supabase/local/db/pglite-worker.mjs'), {
    workerData: { dataDir, host, port },
    execArgv: [],
  })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (message: { type: string; message?: string }) => {
      if (message.type !== 'ready') return reject(new Error(`PGlite failed to start: ${message.message}`))
      resolve({
        close: () =>
          new Promise<void>((done) => {
            worker.once('message', () => worker.terminate().then(() => done()))
            worker.postMessage({ type: 'close' })
          }),
      })
    })
  })
}

/**
 * Embedded Postgres: PGlite persisted in `dataDir`, served over the wire protocol so that
 * PostgREST, psql and our own services all reach it the same way. PGlite has one backend; the
 * socket server multiplexes connections and keeps a transaction on the connection that opened it.
 */
export async function openPglite(dataDir: string, host: string, port: number): Promise<Database> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // Creating a cluster takes several hundred MB more than reopening one, and a thread keeps
    // its peak: create it in a throwaway worker, then reopen it in a fresh one.
    await (await startWorker(dataDir, host, port)).close()
  }
  const worker = await startWorker(dataDir, host, port)
  const url = `postgresql://postgres:postgres@${host}:${port}/postgres`
  return createPoolDatabase('pglite', url, 4, () => worker.close())
}

export function openPostgres(url: string): Database {
  return createPoolDatabase('postgres', url, 10)
}

/** The configured database: a PostgreSQL server when a URL is set, else the embedded PGlite. */
export async function openDatabase(config: LocalConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl)
  return openPglite(config.dataDir, config.host, config.dbPort)
}
