import { randomUUID } from 'node:crypto'
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { signJwt } from '../shared/jwt.ts'
import { client, env } from './clients.ts'

/** Shared by the realtime suites: event-driven waits, never fixed sleeps. */

export class Inbox<T> {
  readonly items: T[] = []
  private waiters: { match: (item: T) => boolean; resolve: (item: T) => void }[] = []

  push(item: T): void {
    this.items.push(item)
    this.waiters = this.waiters.filter((w) => {
      if (!w.match(item)) return true
      w.resolve(item)
      return false
    })
  }

  /** The first item (already received or still to come) that matches, or a rejection after `ms`. */
  next(match: (item: T) => boolean = () => true, ms = 3000, what = 'message'): Promise<T> {
    const found = this.items.find(match)
    if (found !== undefined) return Promise.resolve(found)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done)
        reject(
          new Error(`timed out after ${ms} ms waiting for ${what}; got ${JSON.stringify(this.items).slice(0, 800)}`),
        )
      }, ms)
      const done = (item: T) => {
        clearTimeout(timer)
        resolve(item)
      }
      this.waiters.push({ match, resolve: done })
    })
  }
}

export async function userToken(sub: string = randomUUID(), expiresIn = 3600): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + expiresIn
  return signJwt(
    { sub, role: 'authenticated', aud: 'authenticated', exp, email: `${sub}@example.test` },
    env().jwtSecret,
  )
}

/** A signed-in app's client: REST with the user's token, and realtime told about it as apps do. */
export async function userClient(token: string): Promise<SupabaseClient> {
  const supabase = client(env().anonKey, token)
  await supabase.realtime.setAuth(token)
  return supabase
}

export type Change = {
  eventType: string
  new: Record<string, unknown>
  old: Record<string, unknown>
  [k: string]: unknown
}

export interface Listening {
  channel: RealtimeChannel
  changes: Inbox<Change>
  system: Inbox<{ extension: string; status: string; message: string }>
  statuses: Inbox<{ status: string; error?: Error }>
}

/** Subscribes to postgres_changes and resolves once the server confirmed the subscription. */
export async function listen(
  supabase: SupabaseClient,
  filters: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table?: string; filter?: string }[],
  name = `rt-${randomUUID()}`,
): Promise<Listening> {
  const channel = supabase.channel(name)
  const changes = new Inbox<Change>()
  const system = new Inbox<{ extension: string; status: string; message: string }>()
  const statuses = new Inbox<{ status: string; error?: Error }>()
  for (const f of filters) {
    channel.on('postgres_changes', { schema: 'public', table: 'conf_notes', ...f } as never, (p: Change) =>
      changes.push(p),
    )
  }
  channel.on('system', {}, (p: { extension: string; status: string; message: string }) => system.push(p))
  channel.subscribe((status, error) => statuses.push({ status, error }))
  await statuses
    .next((s) => s.status !== 'CLOSED', 5000, 'subscription status')
    .then((s) => {
      if (s.status !== 'SUBSCRIBED') throw new Error(`${s.status}: ${s.error?.message}`)
    })
  await system.next((m) => m.extension === 'postgres_changes', 5000, 'postgres_changes system message')
  return { channel, changes, system, statuses }
}

export const byId = (id: unknown) => (c: Change) => (c.new.id ?? c.old.id) === id

export interface RawSocket {
  ws: WebSocket
  frames: Inbox<unknown[]>
  send(frame: unknown): void
  close(): void
}

/** A bare websocket for what supabase-js hides: raw frames, errors, binary framing. */
export function rawSocket(query = `apikey=${env().anonKey}&vsn=2.0.0`): Promise<RawSocket> {
  const url = `${env().apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`
  const ws = new WebSocket(url)
  const frames = new Inbox<unknown[]>()
  ws.on('message', (data, isBinary) => {
    if (isBinary) frames.push(['binary', data])
    else {
      const parsed = JSON.parse(String(data))
      frames.push(
        Array.isArray(parsed)
          ? parsed
          : [parsed.join_ref ?? null, parsed.ref, parsed.topic, parsed.event, parsed.payload],
      )
    }
  })
  return new Promise((resolve, reject) => {
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        send: (f) => ws.send(typeof f === 'string' ? f : JSON.stringify(f)),
        close: () => ws.close(),
      }),
    )
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    )
    ws.once('error', reject)
  })
}

/** Waits for the reply to `ref` on `topic`. */
export const replyTo = (socket: RawSocket, topic: string, ref: string) =>
  socket.frames.next((f) => f[2] === topic && f[3] === 'phx_reply' && f[1] === ref, 3000, `reply ${ref} on ${topic}`)
