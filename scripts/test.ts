import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import { postgresAvailable } from '../supabase/local/testing/postgres-server.ts'

/**
 * `npm test`: every suite in turn, output streamed, then one closing line `N passed, N failed`
 * summed from the runners' JSON reports. Exits non-zero if any suite failed.
 */
interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface Suite {
  name: string
  command: string
  args: string[]
  env?: Record<string, string>
  /** The JSON report the runner writes once its tests are done. */
  report: string
  counts(): Counts | undefined
}

// A runner still alive this long after writing its report is stuck in teardown; CI must not wait forever.
const EXIT_GRACE_MS = 60_000

const reports = mkdtempSync(join(tmpdir(), 'eventail-reports-'))

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined
}

function vitest(name: string, project: string, file: string, env?: Record<string, string>): Suite {
  const report = join(reports, `${file}.json`)
  return {
    name,
    command: 'vitest',
    args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    report,
    counts() {
      const json = readJson<{
        numPassedTests: number
        numFailedTests: number
        numPendingTests: number
        numTodoTests: number
      }>(report)
      return (
        json && {
          passed: json.numPassedTests,
          failed: json.numFailedTests,
          skipped: json.numPendingTests + json.numTodoTests,
        }
      )
    },
  }
}

function playwright(): Suite {
  const report = join(reports, 'e2e.json')
  return {
    name: 'e2e (Playwright, Chromium)',
    command: 'playwright',
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    report,
    counts() {
      const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
        report,
      )?.stats
      return stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
    },
  }
}

/** Runs a suite; resolves with its exit code, or 'hung' when it had to be stopped after reporting. */
function run(suite: Suite): Promise<number | 'hung'> {
  console.log(`\n━━ ${suite.name}: ${suite.command} ${suite.args.join(' ')}\n`)
  return new Promise((done) => {
    const child = spawn(join(PROJECT_ROOT, 'node_modules', '.bin', suite.command), suite.args, {
      stdio: 'inherit',
      env: { ...process.env, ...suite.env },
    })
    let hung = false
    let reportedAt: number | undefined
    const watchdog = setInterval(() => {
      if (reportedAt === undefined) {
        if (existsSync(suite.report)) reportedAt = Date.now()
        return
      }
      if (Date.now() - reportedAt < EXIT_GRACE_MS || hung) return
      hung = true
      console.error(`\n${suite.name} did not exit ${EXIT_GRACE_MS / 1000} s after reporting; stopping it.`)
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
    }, 1_000)
    const finish = (result: number | 'hung') => {
      clearInterval(watchdog)
      done(result)
    }
    child.on('error', () => finish(1))
    child.on('exit', (code, signal) => finish(hung ? 'hung' : (code ?? (signal ? 1 : 0))))
  })
}

const suites: Suite[] = [
  vitest('unit', 'unit', 'unit'),
  // The local server's package (supabase/local): its modules, then its conformance to Supabase on a stack.
  vitest('local server', 'local', 'local'),
  vitest('local server conformance (PGlite)', 'local-conformance', 'local-conformance-pglite'),
  vitest('integration (PGlite)', 'integration', 'integration-pglite'),
]
const postgres = postgresAvailable()
if (postgres)
  suites.push(
    vitest('local server conformance (PostgreSQL)', 'local-conformance', 'local-conformance-postgres', {
      TEST_DB: 'postgres',
    }),
    vitest('integration (PostgreSQL)', 'integration', 'integration-postgres', { TEST_DB: 'postgres' }),
  )
suites.push(playwright())

const total: Counts = { passed: 0, failed: 0, skipped: 0 }
const notes: string[] = []
for (const suite of suites) {
  const result = await run(suite)
  const counts = suite.counts()
  if (counts) {
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
  }
  if (result === 'hung') {
    notes.push(`Warning: ${suite.name} hung after reporting and was stopped (its counts stand).`)
  } else if (result !== 0 && (!counts || counts.failed === 0)) {
    // Crashed before or outside its tests (setup error, no browser): one failure, so it cannot pass unseen.
    notes.push(`Failed: ${suite.name} exited with ${result}.`)
    total.failed += 1
  }
}
rmSync(reports, { recursive: true, force: true })

console.log('')
if (!postgres)
  console.log('Skipped the PostgreSQL runs of the integration suites: no PostgreSQL binaries (initdb) found.')
for (const note of notes) console.log(note)
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
process.exit(total.failed > 0 ? 1 : 0)
