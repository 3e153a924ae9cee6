/**
 * `npm run deploy:check`: builds exactly what Vercel builds (`vercel build`, offline, with the
 * project file kept in deploy/), then proves the output: every api/ function is built for the
 * Node.js version the tests run on and answers once as Vercel would call it, and the routes in
 * `.vercel/output/config.json` send app paths to index.html, leave /api and /assets alone and
 * cache assets immutably. It also holds the deploy to Vercel Hobby's limits (free-plans.ts): no
 * cron more often than daily, at most 12 functions, Hobby's maximum duration, the bundle size,
 * and a mail drain run that fits its duration. Needs no account and no network.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { builtFunctions, serveFunctions } from './deploy-check/call-functions.ts'
import { resolveRoute, type BuildOutputRoute, type Resolution } from './deploy-check/build-output-routes.ts'
import { checkBundleSizes, checkFreePlans, type VercelJson } from './deploy-check/free-plans.ts'

const root = join(import.meta.dirname, '..')
const output = join(root, '.vercel', 'output')
const failures: string[] = []

function check(ok: boolean, what: string): void {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}

function build(): void {
  mkdirSync(join(root, '.vercel'), { recursive: true })
  copyFileSync(join(root, 'deploy', 'vercel-project.json'), join(root, '.vercel', 'project.json'))
  const vercel = join(root, 'node_modules', '.bin', 'vercel')
  const result = spawnSync(vercel, ['build', '--yes'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      // Dependencies are installed already (npm install ran before us): no second install, no network.
      VERCEL_INSTALL_COMPLETED: '1',
      VERCEL_TELEMETRY_DISABLED: '1',
    },
  })
  if (result.status !== 0) {
    console.error(`vercel build failed (exit ${result.status ?? result.signal})`)
    process.exit(1)
  }
}

/** The bytes a built function deploys: its own folder and the project files its file map names. */
function bundleBytes(dir: string): number {
  let bytes = 0
  const walk = (path: string) => {
    const stat = statSync(path)
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry))
    else bytes += stat.size
  }
  walk(dir)
  const config = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8')) as {
    filePathMap?: Record<string, string>
  }
  for (const source of Object.values(config.filePathMap ?? {})) {
    const file = join(root, source)
    if (existsSync(file)) bytes += statSync(file).size
  }
  return bytes
}

function checkPlans(): void {
  const config = JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8')) as VercelJson
  const functions = builtFunctions(output)
  for (const finding of checkFreePlans(
    config,
    functions.map((fn) => fn.name),
  ))
    check(finding.ok, finding.what)
  const sizes = functions.map((fn) => ({ name: fn.name, bytes: bundleBytes(fn.dir) }))
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  const findings = checkBundleSizes(sizes)
  const failing = findings.filter((f) => !f.ok)
  for (const finding of failing) check(false, finding.what)
  if (failing.length === 0)
    check(true, findings[sizes.indexOf(largest)].what.replace(' bundle:', ' bundle (the largest):'))
}

async function checkFunctions(): Promise<void> {
  const functions = builtFunctions(output)
  const sources = readdirSync(join(root, 'api'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -3))
    .sort()
  check(
    JSON.stringify(functions.map((fn) => fn.name)) === JSON.stringify(sources),
    `one function per api/ entry (${sources.join(', ')})`,
  )
  const runtime = `nodejs${process.versions.node.split('.')[0]}.x`
  for (const fn of functions)
    check(fn.config.runtime === runtime, `api/${fn.name} runs on ${fn.config.runtime} (tests: ${runtime})`)

  const server = await serveFunctions(functions)
  try {
    for (const fn of functions) {
      if (fn.name === 'health') {
        const res = await fetch(`${server.url}/api/health`)
        check(
          res.status === 200 && ((await res.json()) as { ok?: boolean }).ok === true,
          'GET /api/health answers 200 {ok: true}',
        )
        continue
      }
      if (fn.name === 'event-page') {
        // Without a database it serves the built page as it is: the index.html bundled with it.
        const res = await fetch(`${server.url}/api/event-page?path=/some-slug`)
        const body = await res.text()
        check(
          res.status === 200 &&
            res.headers.get('content-type')?.startsWith('text/html') === true &&
            body.includes('<div id="root">'),
          'GET /api/event-page answers the app page (dist/index.html is bundled with it)',
        )
        continue
      }
      if (fn.name === 'unsubscribe') {
        // Guests' one-click unsubscribe needs no session, only the link's event and token.
        const post = await fetch(`${server.url}/api/unsubscribe`, { method: 'POST' })
        check(post.status === 400, `POST /api/unsubscribe without its link answers 400 (got ${post.status})`)
        continue
      }
      const get = await fetch(`${server.url}/api/${fn.name}`)
      if (fn.name === 'copy-public-photos') {
        // The schedule's job alone: POST (the database's pg_net) or GET (Vercel Cron) with CRON_SECRET.
        check(get.status === 401, `GET /api/copy-public-photos without CRON_SECRET answers 401 (got ${get.status})`)
        const post = await fetch(`${server.url}/api/copy-public-photos`, { method: 'POST' })
        check(post.status === 401, `POST /api/copy-public-photos without CRON_SECRET answers 401 (got ${post.status})`)
        const put = await fetch(`${server.url}/api/copy-public-photos`, { method: 'PUT' })
        check(put.status === 405, `PUT /api/copy-public-photos answers 405 (got ${put.status})`)
        continue
      }
      if (fn.name === 'send-guest-mails') {
        // The schedule calls it with CRON_SECRET (Vercel Cron's GET); anyone else is refused.
        check(get.status === 401, `GET /api/send-guest-mails without CRON_SECRET answers 401 (got ${get.status})`)
      } else {
        check(get.status === 405, `GET /api/${fn.name} answers 405 (got ${get.status})`)
      }
      const post = await fetch(`${server.url}/api/${fn.name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      check(post.status === 401, `POST /api/${fn.name} without a token answers 401 (got ${post.status})`)
    }
  } finally {
    await server.close()
  }
}

function checkRoutes(): void {
  const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as { routes: BuildOutputRoute[] }
  const exists = (target: string) => {
    const path = target.split('?')[0]
    const file = join(output, 'static', path)
    if (existsSync(file) && statSync(file).isFile()) return true
    return existsSync(join(output, 'functions', `${path}.func`))
  }
  const served = (resolution: Resolution, path: string) =>
    resolution.kind === 'served' && resolution.path.split('?')[0] === path
  const asset = readdirSync(join(output, 'static', 'assets')).find((file) => file.endsWith('.js'))

  // Guest pages go through the function that adds the event's link preview; app pages do not.
  const slug = resolveRoute(config.routes, '/some-slug', exists)
  check(
    served(slug, '/api/event-page') &&
      slug.kind === 'served' &&
      new URLSearchParams(slug.path.split('?')[1]).get('path') === '/some-slug',
    '/some-slug reaches api/event-page with its path',
  )
  check(
    served(resolveRoute(config.routes, '/', exists), '/api/event-page'),
    '/ reaches api/event-page (custom domains)',
  )
  check(served(resolveRoute(config.routes, '/admin', exists), '/index.html'), '/admin serves index.html')
  check(
    served(resolveRoute(config.routes, '/some-slug/upload', exists), '/index.html'),
    '/some-slug/upload serves index.html',
  )
  check(
    served(resolveRoute(config.routes, '/admin/event/x', exists), '/index.html'),
    '/admin/event/x serves index.html',
  )
  check(served(resolveRoute(config.routes, '/api/health', exists), '/api/health'), '/api/health reaches its function')
  const missingApi = resolveRoute(config.routes, '/api/no-such-function', exists)
  check(missingApi.kind === 'status' && missingApi.status === 404, '/api/no-such-function is a 404, not the app')
  const missingAsset = resolveRoute(config.routes, '/assets/no-such-file.js', exists)
  check(missingAsset.kind === 'status' && missingAsset.status === 404, '/assets/no-such-file.js is a 404, not the app')
  const assetResolution = resolveRoute(config.routes, `/assets/${asset}`, exists)
  check(
    served(assetResolution, `/assets/${asset}`) &&
      assetResolution.headers['Cache-Control'] === 'public, max-age=31536000, immutable',
    `/assets/${asset} is served with Cache-Control: public, max-age=31536000, immutable`,
  )
}

build()
checkPlans()
await checkFunctions()
checkRoutes()
if (failures.length > 0) {
  console.error(`\ndeploy:check failed: ${failures.length} check(s)`)
  process.exit(1)
}
console.log('\ndeploy:check passed')
