// Runs PGlite and its wire-protocol server in a worker thread: the database's WASM work then
// runs beside the gateway's JavaScript instead of taking turns with it on one thread.
// Plain JavaScript, so it loads the same under tsx, vitest and plain node.
import { parentPort, workerData } from 'node:worker_threads'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { servePglite } from './pglite-multiplexer.mjs'

const { dataDir, host, port } = workerData
mkdirSync(dataDir, { recursive: true })
const db = await PGlite.create(dataDir)
let server
try {
  server = await servePglite(db, { host, port })
  parentPort.postMessage({ type: 'ready' })
} catch (error) {
  parentPort.postMessage({ type: 'error', message: error.message })
}

parentPort.on('message', async (message) => {
  if (message?.type !== 'close') return
  await server?.close()
  await db.close()
  parentPort.postMessage({ type: 'closed' })
})
