import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import ws from 'ws'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { percentile, runLoad, type LoadResult } from './load.ts'
import type { StackProcess } from './stack-process.ts'
import { runWrk, runWrkInTurns, wrkAvailable } from './wrk.ts'
import { startDirectPostgrest } from './direct-postgrest.ts'

export interface BackendFigures {
  rest: LoadResult[]
  auth: LoadResult | { skipped: string }
  storage: LoadResult | { skipped: string }
  realtime: { samples: number; p50: number; p95: number; max: number } | { skipped: string }
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

async function prepare(stack: StackProcess, dbUrl: string) {
  const client = new pg.Client(dbUrl)
  await client.connect()
  await client.query(readFileSync(resolve(PROJECT_ROOT, 'supabase/local/tests/support/fixtures.sql'), 'utf8'))
  const author = await client.query(`insert into conf_authors (name) values ('Bench') returning id`)
  const id = author.rows[0].id as number
  await client.query(`insert into conf_books (author_id, title) select $1, 'Book ' || g from generate_series(1, 5) g`, [
    id,
  ])
  await client.end()
  await stack.reloadSchema()
  return id
}

async function restFigures(stack: StackProcess, authorId: number, direct: string): Promise<LoadResult[]> {
  const { apiUrl, serviceRoleKey } = stack.config
  const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` }
  const byId = `conf_authors?id=eq.${authorId}`
  const embed = `conf_authors?id=eq.${authorId}&select=name,conf_books(title)`
  const post = { method: 'POST', body: JSON.stringify({ author_id: authorId, title: 'Bench' }), seconds: SECONDS }
  const postHeaders = { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' }
  if (wrkAvailable()) {
    // Warm both paths first so neither measurement pays for JIT or cold caches.
    runWrk('warm-up', `${apiUrl}/rest/v1/${byId}`, headers, { seconds: 1 })
    runWrk('warm-up', `${direct}/${byId}`, headers, { seconds: 1 })
    const [gateway, straight] = runWrkInTurns([
      { name: 'REST GET one row by id (gateway)', url: `${apiUrl}/rest/v1/${byId}`, headers },
      { name: 'REST GET one row by id (PostgREST direct)', url: `${direct}/${byId}`, headers },
    ])
    return [
      gateway,
      straight,
      runWrk('REST GET with one embed (gateway)', `${apiUrl}/rest/v1/${embed}`, headers, { seconds: SECONDS }),
      runWrk('REST POST one row (gateway)', `${apiUrl}/rest/v1/conf_books`, postHeaders, post),
    ]
  }
  const opts = { seconds: SECONDS }
  await runLoad('warm-up', () => fetch(`${apiUrl}/rest/v1/${byId}`, { headers }), { seconds: 1 })
  return [
    await runLoad('REST GET one row by id (gateway)', () => fetch(`${apiUrl}/rest/v1/${byId}`, { headers }), opts),
    await runLoad('REST GET one row by id (PostgREST direct)', () => fetch(`${direct}/${byId}`, { headers }), opts),
    await runLoad('REST GET with one embed (gateway)', () => fetch(`${apiUrl}/rest/v1/${embed}`, { headers }), opts),
    await runLoad(
      'REST POST one row (gateway)',
      () => fetch(`${apiUrl}/rest/v1/conf_books`, { method: 'POST', headers: postHeaders, body: post.body }),
      opts,
    ),
  ]
}

async function authFigures(stack: StackProcess): Promise<LoadResult | { skipped: string }> {
  const { apiUrl, serviceRoleKey, anonKey } = stack.config
  try {
    const chains: string[] = []
    for (let i = 0; i < 4; i++) {
      const email = `bench-${Date.now()}-${i}@example.test`
      const adminHeaders = {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      }
      await fetch(`${apiUrl}/auth/v1/admin/users`, {
        method: 'POST',
        headers: adminHeaders,
        body: JSON.stringify({ email, email_confirm: true }),
      })
      const link = await fetch(`${apiUrl}/auth/v1/admin/generate_link`, {
        method: 'POST',
        headers: adminHeaders,
        body: JSON.stringify({ type: 'magiclink', email }),
      })
      const { hashed_token } = (await link.json()) as { hashed_token: string }
      const verify = await fetch(`${apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'magiclink', token_hash: hashed_token }),
      })
      const session = (await verify.json()) as { refresh_token?: string }
      if (!session.refresh_token) return { skipped: `no session from /verify (${verify.status})` }
      chains.push(session.refresh_token)
    }
    // Each loop refreshes its own chain, since a refresh token is single-use.
    let next = 0
    return await runLoad(
      'auth token refresh',
      async () => {
        const chain = next++ % chains.length
        const r = await fetch(`${apiUrl}/auth/v1/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: chains[chain] }),
        })
        const body = (await r.clone().json()) as { refresh_token?: string }
        if (body.refresh_token) chains[chain] = body.refresh_token
        return r
      },
      { connections: chains.length, seconds: SECONDS },
    )
  } catch (error) {
    return { skipped: (error as Error).message }
  }
}

async function storageFigures(stack: StackProcess): Promise<LoadResult | { skipped: string }> {
  const { apiUrl, serviceRoleKey } = stack.config
  const image = new Uint8Array(500 * 1024).map((_, i) => (i * 2654435761) & 0xff)
  const run = Date.now()
  const result = await runLoad(
    'storage upload 500 KB image',
    (i) =>
      fetch(`${apiUrl}/storage/v1/object/conf-public/bench/${run}-${i}.webp`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'image/webp',
          'cache-control': 'max-age=3600',
        },
        body: image,
      }),
    { connections: 4, seconds: SECONDS },
  )
  return result.errors === result.requests ? { skipped: 'every upload failed' } : result
}

async function realtimeFigures(stack: StackProcess): Promise<BackendFigures['realtime']> {
  const { apiUrl, serviceRoleKey } = stack.config
  const supabase = createClient(apiUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  })
  const pending = new Map<string, number>()
  const latencies: number[] = []
  const received = new Map<string, () => void>()
  const channel = supabase
    .channel('bench')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'conf_notes' }, (payload) => {
      const body = (payload.new as { body: string }).body
      const sent = pending.get(body)
      if (sent !== undefined) latencies.push(performance.now() - sent)
      received.get(body)?.()
    })
  const subscribed = await new Promise<string>((r) => {
    channel.subscribe((status) => status !== 'CLOSED' && r(status))
    setTimeout(() => r('TIMED_OUT'), 10_000)
  })
  if (subscribed !== 'SUBSCRIBED') {
    await supabase.removeAllChannels()
    return { skipped: `channel ${subscribed}` }
  }
  const owner = '00000000-0000-4000-8000-000000000001'
  for (let i = 0; i < 100; i++) {
    const body = `rt-${Date.now()}-${i}`
    const arrived = new Promise<void>((r) => {
      received.set(body, r)
      setTimeout(r, 2000)
    })
    pending.set(body, performance.now())
    await supabase.from('conf_notes').insert({ body, owner })
    await arrived
  }
  await supabase.removeAllChannels()
  latencies.sort((a, b) => a - b)
  if (!latencies.length) return { skipped: 'no change delivered within 2 s' }
  return {
    samples: latencies.length,
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p95: Number(percentile(latencies, 95).toFixed(1)),
    max: Number(latencies[latencies.length - 1].toFixed(1)),
  }
}

export async function measureBackend(
  stack: StackProcess,
  db: { kind: 'pglite' | 'postgres'; url: string },
): Promise<BackendFigures> {
  const authorId = await prepare(stack, db.url)
  const direct = await startDirectPostgrest(stack.config, db)
  const rest = await restFigures(stack, authorId, direct.url).finally(() => direct.stop())
  return {
    rest,
    auth: await authFigures(stack),
    storage: await storageFigures(stack),
    realtime: await realtimeFigures(stack).catch((e: Error) => ({ skipped: e.message })),
  }
}
