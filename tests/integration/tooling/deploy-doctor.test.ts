import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runDoctor, type DoctorOptions, type Finding } from '../../../scripts/deploy-doctor/checks.ts'
import { listMigrations } from '../../../supabase/local/db/migrate.ts'
import { env } from '../support/clients.ts'
import { startTestStack, type TestDatabase, type TestStack } from '../../../supabase/local/testing/test-stack.ts'

// `npm run deploy:doctor` against the local stack, which is set up as a deploy should be, then
// against a stack missing one piece after another: each must be named. The Management API's
// auth settings (a hosted project's) come from a stand-in serving what a finished setup holds.

const APP = 'https://our-wedding.example.test'
const complete = { site_url: APP, uri_allow_list: `${APP}/**`, smtp_host: 'smtp.relay.example.test' }

async function managementApi(config: () => Record<string, unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const ok = req.url === '/v1/projects/local/config/auth' && req.headers.authorization === 'Bearer sbp_test_token'
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
    res.end(JSON.stringify(ok ? config() : { message: 'Unauthorized' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

const failures = (findings: Finding[]) => findings.filter((f) => !f.ok).map((f) => f.what)

let auth: Record<string, unknown> = complete
let api: { url: string; server: Server }
beforeAll(async () => {
  api = await managementApi(() => auth)
})
afterAll(() => api.server.close())

const options = (url: string, key: string): DoctorOptions => ({
  url,
  serviceRoleKey: key,
  appUrl: APP,
  accessToken: 'sbp_test_token',
  projectRef: 'local',
  managementApi: api.url,
})

it('finds nothing missing on a stack set up as a deploy should be', async () => {
  auth = complete
  const findings = await runDoctor(options(env().apiUrl, env().serviceRoleKey))
  expect(failures(findings)).toEqual([])
  expect(findings.filter((f) => f.skipped)).toEqual([])
  expect(findings.map((f) => f.what)).toEqual(
    expect.arrayContaining([
      `Migrations applied, up to ${listMigrations().at(-1)!.version}.`,
      'The cron job eventail-send-guest-mails runs on schedule * * * * *.',
      'The storage buckets media and public-media exist.',
      `Sign-in links may return to ${APP}/auth/callback.`,
    ]),
  )
})

it('says what it could not check without an access token', async () => {
  const findings = await runDoctor({ ...options(env().apiUrl, env().serviceRoleKey), accessToken: undefined })
  expect(findings.filter((f) => f.skipped).map((f) => f.what)).toEqual([
    expect.stringMatching(/^Auth settings not checked: set SUPABASE_ACCESS_TOKEN/),
  ])
})

it('names a wrong site URL, missing redirect URLs and a missing SMTP server', async () => {
  auth = { site_url: 'http://localhost:3000', uri_allow_list: '', smtp_host: null }
  expect(failures(await runDoctor(options(env().apiUrl, env().serviceRoleKey)))).toEqual([
    `The site URL is http://localhost:3000, not ${APP}: set it in Authentication → URL Configuration.`,
    `The redirect URLs do not allow ${APP}/auth/callback: sign-in links would land on the site URL. Add ${APP}/** in Authentication → URL Configuration.`,
    "No custom SMTP server: Supabase's built-in mailer sends sign-in links to your project's team only, a few an hour. Set one in Authentication → Emails → SMTP Settings.",
  ])
  auth = complete
})

it('names a refused key', async () => {
  expect(failures(await runDoctor(options(env().apiUrl, env().anonKey)))).toContainEqual(
    expect.stringMatching(/^The service-role key is refused|^The migrations are not applied/),
  )
})

describe('a stack missing its pieces one after another', () => {
  let own: TestStack
  const kind = inject('stack').dbKind as TestDatabase

  beforeAll(async () => {
    own = await startTestStack(kind, Number(process.env.TEST_PORT_OFFSET ?? (kind === 'pglite' ? 9500 : 10500)) + 40)
  }, 120_000)
  afterAll(async () => {
    await own?.stop()
  })

  it('names each missing piece', async () => {
    auth = complete
    const db = own.stack.db
    const doctor = async () =>
      failures(await runDoctor(options(own.stack.config.apiUrl, own.stack.config.serviceRoleKey)))
    expect(await doctor()).toEqual([])

    await db.query(`select cron.unschedule('eventail-send-guest-mails')`)
    expect(await doctor()).toEqual([
      'The cron job eventail-send-guest-mails is not scheduled: mails and photo copies will not go out on time.',
    ])

    await db.query(`delete from vault.secrets where name = 'cron_secret'`)
    expect(await doctor()).toContainEqual(
      'Vault lacks cron_secret: the cron jobs cannot call the app. Add it (docs/deploy.md, step 4).',
    )

    await db.query(`delete from storage.buckets where id = 'public-media'`)
    expect(await doctor()).toContainEqual('The storage bucket public-media is missing: run `npx supabase db push`.')

    const latest = listMigrations().at(-1)!.version
    await db.query(`delete from supabase_migrations.schema_migrations where version = $1`, [latest])
    expect(await doctor()).toContainEqual(
      expect.stringMatching(
        new RegExp(`^1 migration is not applied \\(the database is at \\d+, this code at ${latest}\\)`),
      ),
    )

    await db.query(`drop function public.get_deploy_status()`)
    await own.stack.reloadSchema()
    expect(await doctor()).toContainEqual(
      'The migrations are not applied (the database has no get_deploy_status): run `npx supabase link` then `npx supabase db push`.',
    )
  })
})
