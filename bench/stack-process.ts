import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadConfig, PROJECT_ROOT, type LocalConfig } from '../supabase/local/shared/config.ts'

export interface StackProcess {
  config: LocalConfig
  child: ChildProcess
  readyMs: number
  /** Resident memory of the stack process and its children (PostgREST), in MB. */
  rssMb(): number
  reloadSchema(): Promise<void>
  stop(): Promise<void>
}

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

function descendants(pid: number): number[] {
  const out: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) out.push(Number(entry), ...descendants(Number(entry)))
    } catch {
      // process ended while we looked
    }
  }
  return out
}

/** Runs the local stack in its own process, so the load generator never shares its event loop. */
export async function startStackProcess(env: Record<string, string>): Promise<StackProcess> {
  const started = performance.now()
  // As `npm run local` starts it: the launcher runs the bundled stack on plain Node.
  const nodeArgs = process.env.STACK_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, resolve(PROJECT_ROOT, 'supabase/local/launch.mjs'), 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolveWait, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (pattern.test(output)) {
          child.stdout?.off('data', onData)
          resolveWait()
        }
      }
      child.stdout?.on('data', onData)
      child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
      child.once('exit', (code) => reject(new Error(`stack exited (${code}):\n${output}`)))
    })
  await waitFor(/Local Supabase ready/)
  const readyMs = Math.round(performance.now() - started)
  const config = loadConfig({}, { ...process.env, ...env })
  return {
    config,
    child,
    readyMs,
    rssMb: () => Math.round([child.pid!, ...descendants(child.pid!)].reduce((sum, pid) => sum + rssKb(pid), 0) / 1024),
    async reloadSchema() {
      output = ''
      const done = waitFor(/schema reloaded/)
      child.kill('SIGHUP')
      await done
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    },
  }
}
