import { isRedirectAllowed, redirectPolicy } from '../../supabase/local/auth/redirect.ts'
import { listMigrations } from '../../supabase/local/db/migrate.ts'

/**
 * What `npm run deploy:doctor` checks of a hosted project from outside, each finding in plain
 * words with what to do. The database part comes from get_deploy_status (service-role key), the
 * buckets from Storage's API, the auth settings from Supabase's Management API
 * (https://supabase.com/docs/reference/api/v1-get-auth-service-config), which needs a personal
 * access token (`npx supabase login`, or Account → Access tokens).
 */
export interface DoctorOptions {
  /** https://<project-ref>.supabase.co */
  url: string
  serviceRoleKey: string
  /** The app's public origin, e.g. https://our-wedding.vercel.app: the site URL and redirects are checked against it. */
  appUrl?: string
  accessToken?: string
  /** Taken from the URL's host when it is <ref>.supabase.co. */
  projectRef?: string
  managementApi?: string
  fetch?: typeof fetch
}

export interface Finding {
  ok: boolean
  /** Not checked (what is needed to check it is missing): not a failure, but said. */
  skipped?: boolean
  what: string
}

export const APP_BUCKETS = ['media', 'public-media']
export const APP_JOBS = ['eventail-copy-public-photos', 'eventail-send-guest-mails']
export const VAULT_NAMES = ['app_url', 'cron_secret']

interface DeployStatus {
  latest_migration: string | null
  pg_cron: boolean
  pg_net: boolean
  cron_jobs: {
    jobname: string
    schedule: string
    active: boolean
    last_status: string | null
    last_message: string | null
  }[]
  vault_secrets: string[]
  project_bytes: number
  quota_bytes: number
}

interface AuthConfig {
  site_url?: string | null
  uri_allow_list?: string | null
  smtp_host?: string | null
  smtp_admin_email?: string | null
  disable_signup?: boolean | null
}

const pass = (what: string): Finding => ({ ok: true, what })
const fail = (what: string): Finding => ({ ok: false, what })

function projectRefOf(options: DoctorOptions): string | undefined {
  if (options.projectRef) return options.projectRef
  const host = new URL(options.url).hostname
  return host.endsWith('.supabase.co') ? host.split('.')[0] : undefined
}

async function databaseFindings(options: DoctorOptions, http: typeof fetch): Promise<Finding[]> {
  let response: Response
  try {
    response = await http(`${options.url}/rest/v1/rpc/get_deploy_status`, {
      method: 'POST',
      headers: {
        apikey: options.serviceRoleKey,
        Authorization: `Bearer ${options.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
  } catch (error) {
    return [fail(`The project at ${options.url} cannot be reached (${(error as Error).message}): check the URL.`)]
  }
  if (response.status === 401 || response.status === 403)
    return [fail('The service-role key is refused: copy it again from Project settings → API keys.')]
  if (response.status === 404)
    return [
      fail(
        'The migrations are not applied (the database has no get_deploy_status): run `npx supabase link` then `npx supabase db push`.',
      ),
    ]
  if (!response.ok) return [fail(`The database answered ${response.status}: ${await response.text()}`)]
  const status = (await response.json()) as DeployStatus
  const findings: Finding[] = []

  const latest = listMigrations().at(-1)
  if (!latest || status.latest_migration === latest.version)
    findings.push(pass(`Migrations applied, up to ${status.latest_migration}.`))
  else {
    const missing = listMigrations().filter((m) => !status.latest_migration || m.version > status.latest_migration)
    findings.push(
      fail(
        `${missing.length} migration${missing.length === 1 ? ' is' : 's are'} not applied (the database is at ${status.latest_migration ?? 'none'}, this code at ${latest.version}): run \`npx supabase db push\`.`,
      ),
    )
  }

  if (!status.pg_cron || !status.pg_net)
    findings.push(
      fail(
        `${[!status.pg_cron && 'pg_cron', !status.pg_net && 'pg_net'].filter(Boolean).join(' and ')} missing: enable it (Database → Extensions), then run \`npx supabase db push\` again or the schedule migration's SQL.`,
      ),
    )
  for (const name of APP_JOBS) {
    const job = status.cron_jobs.find((j) => j.jobname === name)
    if (!job)
      findings.push(fail(`The cron job ${name} is not scheduled: mails and photo copies will not go out on time.`))
    else if (!job.active) findings.push(fail(`The cron job ${name} is paused: turn it on (Integrations → Cron).`))
    else if (job.last_status === 'failed')
      findings.push(
        fail(`The cron job ${name} is scheduled (${job.schedule}) but its last run failed: ${job.last_message}`),
      )
    else findings.push(pass(`The cron job ${name} runs on schedule ${job.schedule}.`))
  }
  const missingSecrets = VAULT_NAMES.filter((name) => !status.vault_secrets.includes(name))
  if (missingSecrets.length)
    findings.push(
      fail(
        `Vault lacks ${missingSecrets.join(' and ')}: the cron jobs cannot call the app. Add ${missingSecrets.length === 1 ? 'it' : 'them'} (docs/deploy.md, step 4).`,
      ),
    )
  else findings.push(pass('Vault holds app_url and cron_secret.'))

  const share = status.project_bytes / status.quota_bytes
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  findings.push(
    share < 0.8
      ? pass(`Storage: ${mb(status.project_bytes)} of ${mb(status.quota_bytes)}.`)
      : fail(`Storage is ${Math.round(share * 100)}% full (${mb(status.project_bytes)} of ${mb(status.quota_bytes)}).`),
  )
  return findings
}

async function bucketFindings(options: DoctorOptions, http: typeof fetch): Promise<Finding[]> {
  const response = await http(`${options.url}/storage/v1/bucket`, {
    headers: { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}` },
  }).catch(() => undefined)
  if (!response?.ok) return [fail(`Storage's buckets cannot be listed (${response?.status ?? 'no answer'}).`)]
  const names = ((await response.json()) as { name: string }[]).map((b) => b.name)
  const missing = APP_BUCKETS.filter((name) => !names.includes(name))
  return missing.length
    ? [
        fail(
          `The storage bucket${missing.length === 1 ? '' : 's'} ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing: run \`npx supabase db push\`.`,
        ),
      ]
    : [pass('The storage buckets media and public-media exist.')]
}

async function authFindings(options: DoctorOptions, http: typeof fetch): Promise<Finding[]> {
  const ref = projectRefOf(options)
  if (!options.accessToken || !ref)
    return [
      {
        ok: true,
        skipped: true,
        what: 'Auth settings not checked: set SUPABASE_ACCESS_TOKEN (npx supabase login, or Account → Access tokens) to check the site URL, the redirect URLs and the SMTP server.',
      },
    ]
  const api = options.managementApi ?? 'https://api.supabase.com'
  const response = await http(`${api}/v1/projects/${ref}/config/auth`, {
    headers: { Authorization: `Bearer ${options.accessToken}` },
  }).catch(() => undefined)
  if (!response?.ok)
    return [
      fail(
        `The auth settings cannot be read (${response?.status ?? 'no answer'}): check SUPABASE_ACCESS_TOKEN and the project ref.`,
      ),
    ]
  const auth = (await response.json()) as AuthConfig
  const findings: Finding[] = []
  const site = auth.site_url ?? ''
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(site)
  if (!site || (options.appUrl ? site.replace(/\/$/, '') !== options.appUrl.replace(/\/$/, '') : local))
    findings.push(
      fail(
        `The site URL is ${site || 'not set'}${options.appUrl ? `, not ${options.appUrl}` : ''}: set it in Authentication → URL Configuration.`,
      ),
    )
  else findings.push(pass(`The site URL is ${site}.`))
  if (options.appUrl) {
    const allowed = (auth.uri_allow_list ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean)
    const callback = `${options.appUrl.replace(/\/$/, '')}/auth/callback?next=%2Fadmin`
    if (isRedirectAllowed(redirectPolicy({ siteUrl: site, additionalRedirectUrls: allowed }), callback))
      findings.push(pass(`Sign-in links may return to ${options.appUrl}/auth/callback.`))
    else
      findings.push(
        fail(
          `The redirect URLs do not allow ${options.appUrl}/auth/callback: sign-in links would land on the site URL. Add ${options.appUrl}/** in Authentication → URL Configuration.`,
        ),
      )
  }
  if (auth.smtp_host) findings.push(pass(`Auth e-mails go through your SMTP server (${auth.smtp_host}).`))
  else
    findings.push(
      fail(
        "No custom SMTP server: Supabase's built-in mailer sends sign-in links to your project's team only, a few an hour. Set one in Authentication → Emails → SMTP Settings.",
      ),
    )
  return findings
}

export async function runDoctor(options: DoctorOptions): Promise<Finding[]> {
  const http = options.fetch ?? fetch
  const url = options.url.replace(/\/$/, '')
  const o = { ...options, url }
  return [...(await databaseFindings(o, http)), ...(await bucketFindings(o, http)), ...(await authFindings(o, http))]
}
