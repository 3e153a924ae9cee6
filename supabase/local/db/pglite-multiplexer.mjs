// Serves one PGlite over the Postgres wire protocol to many client connections.
//
// PGlite has a single backend, so client messages take turns on it. A connection keeps the
// backend from its first message of an extended-protocol exchange (Parse/Bind/…) until its Sync,
// and for the whole of an open transaction: otherwise another client's Parse would replace its
// unnamed statement ("unnamed prepared statement does not exist") or run inside its transaction.
// https://www.postgresql.org/docs/current/protocol-flow.html#PROTOCOL-FLOW-EXT-QUERY
import { createServer } from 'node:net'

const SSL_REQUEST = 80877103
const GSS_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
const SYNC = 0x53 // 'S'
const QUERY = 0x51 // 'Q'
const TERMINATE = 0x58 // 'X'

export function servePglite(db, { host, port }) {
  const queue = []
  let owner = null
  let running = false

  async function pump() {
    if (running) return
    running = true
    try {
      while (queue.length) {
        const index = owner === null ? 0 : queue.findIndex((job) => job.conn === owner)
        if (index === -1) break
        const [job] = queue.splice(index, 1)
        const endsExchange = job.type === SYNC || job.type === QUERY || job.type === null
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(job.bytes, { syncToFs: endsExchange, onRawData: job.onData }),
          )
        } catch (error) {
          job.conn.destroy(error)
        }
        owner = !endsExchange || db.isInTransaction() ? job.conn : null
      }
    } finally {
      running = false
    }
  }

  async function release(conn) {
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].conn === conn) queue.splice(i, 1)
    if (owner === conn) {
      owner = null
      // A client that left mid-transaction must not leave the shared backend inside it.
      if (db.isInTransaction()) await db.runExclusive(() => db.exec('rollback')).catch(() => {})
    }
    pump()
  }

  const sockets = new Set()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.setNoDelay(true)
    let buffer = Buffer.alloc(0)
    let started = false
    const onData = (bytes) => {
      if (bytes.length && socket.writable) socket.write(bytes)
    }
    const submit = (type, bytes) => {
      queue.push({ conn: socket, type, bytes, onData })
      pump()
    }
    socket.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return
          const length = buffer.readInt32BE(0)
          if (buffer.length < length) return
          const code = buffer.readInt32BE(4)
          const message = buffer.subarray(0, length)
          buffer = buffer.subarray(length)
          if (code === SSL_REQUEST || code === GSS_REQUEST) {
            socket.write('N')
            continue
          }
          if (code === CANCEL_REQUEST) {
            socket.end()
            return
          }
          started = true
          submit(null, new Uint8Array(message))
          continue
        }
        if (buffer.length < 5) return
        const length = buffer.readInt32BE(1) + 1
        if (buffer.length < length) return
        const type = buffer[0]
        const message = buffer.subarray(0, length)
        buffer = buffer.subarray(length)
        if (type === TERMINATE) {
          socket.end()
          return
        }
        submit(type, new Uint8Array(message))
      }
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      sockets.delete(socket)
      release(socket)
    })
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve({
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            for (const socket of sockets) socket.destroy()
          }),
      })
    })
  })
}
