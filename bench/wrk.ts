import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LoadResult } from './load.ts'

/** wrk (Debian package `wrk`) loads the server far more cheaply than a Node client on the same 2 cores. */
export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk --version exits 1 after printing its version
    return (error as { status?: number }).status === 1
  }
}

const luaString = (s: string) => JSON.stringify(s)

export function runWrk(
  name: string,
  url: string,
  headers: Record<string, string>,
  {
    method = 'GET',
    body,
    connections = 8,
    seconds = 5,
  }: { method?: string; body?: string; connections?: number; seconds?: number } = {},
): LoadResult {
  const dir = mkdtempSync(join(tmpdir(), 'wrk-'))
  const script = join(dir, 'script.lua')
  const lines = [
    `wrk.method = ${luaString(method)}`,
    ...Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
    body === undefined ? '' : `wrk.body = ${luaString(body)}`,
    'done = function(summary, latency, requests)',
    '  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout',
    '  io.write(string.format("RESULT %d %d %d %.3f %.3f\\n", summary.requests, errors, summary.duration, latency:percentile(50) / 1000, latency:percentile(95) / 1000))',
    'end',
  ]
  writeFileSync(script, lines.join('\n'))
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url], { encoding: 'utf8' })
  const m = /RESULT (\d+) (\d+) (\d+) ([\d.]+) ([\d.]+)/.exec(out)
  if (!m) throw new Error(`unexpected wrk output:\n${out}`)
  const elapsed = Number(m[3]) / 1e6
  return {
    name,
    requests: Number(m[1]),
    errors: Number(m[2]),
    seconds: Number(elapsed.toFixed(2)),
    rps: Math.round(Number(m[1]) / elapsed),
    p50: Number(m[4]),
    p95: Number(m[5]),
  }
}

/**
 * Runs several loads in turns (a, b, a, b, …) and keeps each one's median round. On a shared
 * 2-core machine throughput drifts by tens of percent within a minute; taking turns exposes two
 * paths to the same drift, so their ratio means something even when the absolute figures move.
 */
export function runWrkInTurns(
  loads: { name: string; url: string; headers: Record<string, string> }[],
  { rounds = 5, seconds = 3 } = {},
): (LoadResult & { rounds: number[] })[] {
  const results = loads.map(() => [] as LoadResult[])
  for (let round = 0; round < rounds; round++) {
    loads.forEach((load, i) => results[i].push(runWrk(load.name, load.url, load.headers, { seconds })))
  }
  return results.map((runs) => {
    const sorted = [...runs].sort((a, b) => a.rps - b.rps)
    const median = sorted[Math.floor(sorted.length / 2)]
    return { ...median, rounds: runs.map((r) => r.rps) }
  })
}
