import { WebSocketServer } from 'ws'
import type { Service, ServiceContext } from '../shared/http.ts'
import { ChangeFeed, type ChangeRow } from './change-feed.ts'
import { relayBroadcast } from './database-broadcast.ts'
import type { Channel } from './channel.ts'
import type { RealtimeContext } from './context.ts'
import { Connection } from './connection.ts'
import { deliver } from './deliver.ts'
import { SUPPORTED_VSN, type Vsn } from './frames.ts'
import { handleHttp } from './http.ts'
import { Hub } from './hub.ts'

/**
 * Supabase Realtime for the local stack: the Phoenix websocket at `/realtime/v1/websocket`
 * (postgres_changes with RLS, broadcast, presence) and broadcast over HTTP.
 * https://supabase.com/docs/guides/realtime
 */
export function createRealtimeService(ctx: ServiceContext): Service {
  const { db, config, log } = ctx
  const hub: Hub<Channel> = new Hub<Channel>(
    (count) => feed.setWanted(count > 0),
    (any) => feed.setRelaying(any),
  )
  const feed = new ChangeFeed(db, (rows) => relayAndDeliver(rows), log)
  // Database broadcasts (realtime.send) and row changes come through one queue, in commit order.
  const relayAndDeliver = async (rows: ChangeRow[]) => {
    const changes: ChangeRow[] = []
    for (const row of rows) {
      if (row.type !== 'BROADCAST') {
        changes.push(row)
        continue
      }
      if (changes.length) await deliver(db, changes.splice(0), hub.postgresSubscribers())
      relayBroadcast(hub, row.record)
    }
    if (changes.length) await deliver(db, changes, hub.postgresSubscribers())
  }
  const rt: RealtimeContext = { db, jwtSecret: config.jwtSecret, hub, log }
  const wss = new WebSocketServer({ noServer: true, maxPayload: 3 * 1024 * 1024 })
  const connections = new Set<Connection>()
  let started = false

  return {
    prefix: '/realtime/v1',

    handle: (req, res, url) => handleHttp(rt, req, res, url),

    upgrade(req, socket, head, url) {
      if (url.pathname.replace(/\/+$/, '') !== '/websocket') {
        socket.end('HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\n\r\n{"message":"Not Found"}')
        return
      }
      // Phoenix refuses a connection whose serializer version it does not know (1.0.0 when absent).
      const vsn = url.searchParams.get('vsn') ?? '1.0.0'
      if (!SUPPORTED_VSN.includes(vsn)) {
        socket.end('HTTP/1.1 403 Forbidden\r\ncontent-type: application/json\r\n\r\n{"message":"unsupported vsn"}')
        return
      }
      const header = req.headers.apikey
      const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? ''
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new Connection(ws, vsn as Vsn, apikey, rt)
        connections.add(connection)
        ws.on('close', () => connections.delete(connection))
      })
    },

    async afterMigrate() {
      if (!started) {
        // Nobody can be subscribed yet: stop capturing and drop what an earlier run left queued.
        await feed.reset()
        started = true
      }
      await db.query('select _local.realtime_sync_capture()')
    },

    async close() {
      for (const connection of connections) connection.terminate()
      await feed.close()
      await new Promise<void>((done) => wss.close(() => done()))
    },
  }
}
