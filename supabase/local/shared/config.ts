import { existsSync, readFileSync } from 'node:fs'
import { resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'smol-toml'

/** The Supabase CLI's well-known local demo secret and keys (public values, never used in production). */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

/**
 * The folder holding `supabase/config.toml`, found upwards from this module: the same from the
 * TypeScript sources and from the bundle `supabase/local/launch.mjs` builds under `.local/`.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'supabase/config.toml'))) return dir
    if (dirname(dir) === dir) throw new Error(`no supabase/config.toml above ${from}`)
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)))
export const SUPABASE_DIR = resolve(PROJECT_ROOT, 'supabase')

/** config.toml's `[auth.email.template.<name>]` tables that GoTrue's link e-mails use. */
export type EmailTemplateName = 'invite' | 'confirmation' | 'recovery' | 'magic_link' | 'email_change'

export interface EmailTemplateSource {
  subject?: string
  /** The file `content_path` names, read at start. */
  content?: string
}

export interface AuthConfig {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  refreshTokenRotation: boolean
  refreshTokenReuseInterval: number
  otpExpiry: number
  enableSignup: boolean
  /** Minimum seconds between two e-mails to the same address (`max_frequency`, GOTRUE_SMTP_MAX_FREQUENCY). */
  maxFrequency: number
  /** An e-mail change is applied once both the old and the new address confirmed it. */
  doubleConfirmChanges: boolean
  /**
   * E-mails the whole project may send per `emailSentWindowSeconds`, an hour unless
   * GOTRUE_RATE_LIMIT_EMAIL_SENT says otherwise (`[auth.rate_limit] email_sent`).
   */
  emailSentPerHour: number
  emailSentWindowSeconds: number
  /**
   * Token verifications one client may make per 5 minutes (`[auth.rate_limit] token_verifications`,
   * GOTRUE_RATE_LIMIT_VERIFY).
   */
  tokenVerificationsPer5Min: number
  /**
   * Sign-in link and code requests (and e-mail changes) one client may make per 5 minutes
   * (`[auth.rate_limit] sign_in_sign_ups`, GOTRUE_RATE_LIMIT_OTP).
   */
  signInsPer5Min: number
  /** Wrong codes for one pending code before that code is spent (a new one must be requested). */
  wrongCodesPerToken: number
  /** The e-mail templates config.toml sets (`{{ .Token }}`, `{{ .Data.… }}`…); GoTrue's defaults otherwise. */
  emailTemplates: Partial<Record<EmailTemplateName, EmailTemplateSource>>
}

/** How long and how widely one client may hold the gateway (slow-header and connection floods). */
export interface HttpLimits {
  /** A request head must be complete within this time (Node's headersTimeout). */
  headersTimeoutMs: number
  /** A whole request, body included, must arrive within this time (Node's requestTimeout). */
  requestTimeoutMs: number
  /** Open connections one client address may hold at once. */
  maxConnectionsPerClient: number
}

export interface LocalConfig {
  host: string
  apiPort: number
  dbPort: number
  inboxPort: number
  smtpPort: number
  /** PostgREST listens here, on loopback only; clients reach it through the gateway. */
  restPort: number
  /** PGlite data directory (ignored when databaseUrl is set). */
  dataDir: string
  storageDir: string
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  apiUrl: string
  maxRows: number
  schemas: string[]
  auth: AuthConfig
  storage: { fileSizeLimit: number }
  http: HttpLimits
  /** Load supabase/seed.sql into a freshly created database. */
  seed: boolean
  /**
   * Run the database's schedule (cron.job, as the migrations set it) and send what pg_net queues,
   * as a hosted project does (off in the integration tests). supabase/local/scheduler.
   */
  crons: boolean
  quiet: boolean
}

type Toml = Record<string, unknown>

function table(doc: Toml, path: string): Toml {
  let node: unknown = doc
  for (const key of path.split('.')) node = (node as Toml | undefined)?.[key]
  return (node ?? {}) as Toml
}

/** Parses sizes the CLI accepts in config.toml, e.g. "50MiB", "10MB", "512KiB". */
export function parseSize(value: unknown): number {
  if (typeof value === 'number') return value
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$/i.exec(String(value ?? ''))
  if (!m) throw new Error(`invalid size: ${String(value)}`)
  const unit = (m[2] ?? 'b').toLowerCase()
  const factor: Record<string, number> = { b: 1, kb: 1e3, kib: 1024, mb: 1e6, mib: 1024 ** 2, gb: 1e9, gib: 1024 ** 3 }
  return Math.round(Number(m[1]) * factor[unit])
}

/** Parses durations such as "1s", "60s", "5m". */
export function parseSeconds(value: unknown): number {
  if (typeof value === 'number') return value
  const m = /^\s*(\d+)\s*(ms|s|m|h)?\s*$/.exec(String(value ?? ''))
  if (!m) throw new Error(`invalid duration: ${String(value)}`)
  const unit = m[2] ?? 's'
  const n = Number(m[1])
  return unit === 'ms' ? n / 1000 : unit === 'm' ? n * 60 : unit === 'h' ? n * 3600 : n
}

/** Go's time.ParseDuration, as GoTrue reads its durations ("60s", "1m30s", "1.5h", "500ms"); in seconds. */
export function parseGoDuration(value: string): number {
  const units: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }
  const text = value.trim()
  if (text === '0') return 0
  if (!text) throw new Error('invalid duration "" (Go syntax, e.g. "60s", "1m30s")')
  const part = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/y
  let seconds = 0
  let at = 0
  while (at < text.length) {
    part.lastIndex = at
    const m = part.exec(text)
    if (!m) throw new Error(`invalid duration "${value}" (Go syntax, e.g. "60s", "1m30s")`)
    seconds += Number(m[1]) * units[m[2]]
    at = part.lastIndex
  }
  return seconds
}

function parseCount(name: string, value: string): number {
  if (!/^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value.trim()))
    throw new Error(`${name}="${value}": expected a number of requests`)
  return Number(value)
}

/**
 * GoTrue's own variables for the auth limits. A stack honours them over config.toml, as the
 * Supabase CLI hands config.toml to GoTrue through them, so a test suite or a staging stack changes
 * a limit without editing the file.
 * https://github.com/supabase/auth/blob/master/internal/conf/configuration.go (RateLimit*, SMTP.MaxFrequency)
 * https://github.com/supabase/auth/blob/master/internal/api/apilimiter/apilimiter.go
 * https://github.com/supabase/cli/blob/develop/internal/start/start.go (the CLI sets them from config.toml;
 *   email_sent only when config.toml configures an SMTP server)
 */
export const AUTH_LIMIT_VARIABLES = {
  emailSentPerHour: 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
  tokenVerificationsPer5Min: 'GOTRUE_RATE_LIMIT_VERIFY',
  signInsPer5Min: 'GOTRUE_RATE_LIMIT_OTP',
  maxFrequency: 'GOTRUE_SMTP_MAX_FREQUENCY',
} as const satisfies Partial<Record<keyof AuthConfig, string>>

/** The auth limits the environment sets (an empty variable counts as unset); a bad value stops the stack. */
export function authLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<AuthConfig> {
  const read = (name: string) => (env[name]?.trim() ? env[name] : undefined)
  const limits: Partial<AuthConfig> = {}
  const emailSent = read(AUTH_LIMIT_VARIABLES.emailSentPerHour)
  if (emailSent !== undefined) {
    // GoTrue's Rate: "N" is N an hour; "N/duration" is a bucket of N refilled one per duration.
    const [events, every] = emailSent.split('/')
    const name = AUTH_LIMIT_VARIABLES.emailSentPerHour
    if (every === undefined) {
      limits.emailSentPerHour = parseCount(name, events)
      limits.emailSentWindowSeconds = 3600
    } else {
      if (!/^\d+$/.test(events.trim())) throw new Error(`${name}="${emailSent}": expected N or N/duration`)
      let seconds: number
      try {
        seconds = parseGoDuration(every)
      } catch (error) {
        throw new Error(`${name}="${emailSent}": expected N or N/duration, e.g. 10/5m`, { cause: error })
      }
      limits.emailSentPerHour = Number(events)
      // At least one refill period, so that a bucket of 0 stays empty instead of dividing by 0.
      limits.emailSentWindowSeconds = Math.max(Number(events), 1) * (seconds || 3600)
    }
  }
  const verify = read(AUTH_LIMIT_VARIABLES.tokenVerificationsPer5Min)
  if (verify !== undefined)
    limits.tokenVerificationsPer5Min = parseCount(AUTH_LIMIT_VARIABLES.tokenVerificationsPer5Min, verify)
  const otp = read(AUTH_LIMIT_VARIABLES.signInsPer5Min)
  if (otp !== undefined) limits.signInsPer5Min = parseCount(AUTH_LIMIT_VARIABLES.signInsPer5Min, otp)
  const frequency = read(AUTH_LIMIT_VARIABLES.maxFrequency)
  if (frequency !== undefined) {
    let seconds: number
    try {
      seconds = parseGoDuration(frequency)
    } catch (error) {
      throw new Error(`${AUTH_LIMIT_VARIABLES.maxFrequency}: ${(error as Error).message}`, { cause: error })
    }
    // GoTrue reads 0 as unset and applies its default of a minute.
    limits.maxFrequency = seconds || 60
  }
  return limits
}

export interface ConfigOverrides extends Partial<Omit<LocalConfig, 'auth' | 'storage' | 'http'>> {
  /** Shifts every port by the same amount, so a second stack (tests) can run beside the dev one. */
  portOffset?: number
  auth?: Partial<AuthConfig>
  storage?: Partial<LocalConfig['storage']>
  http?: Partial<HttpLimits>
}

const TEMPLATE_NAMES: EmailTemplateName[] = ['invite', 'confirmation', 'recovery', 'magic_link', 'email_change']

/**
 * `[auth.email.template.*]`: subject and `content_path`, which the CLI's docs write from the
 * project's root (`./supabase/templates/invite.html`); a path from the supabase folder works too.
 * https://supabase.com/docs/guides/local-development/customizing-email-templates
 */
export function readEmailTemplates(doc: Toml): Partial<Record<EmailTemplateName, EmailTemplateSource>> {
  const templates: Partial<Record<EmailTemplateName, EmailTemplateSource>> = {}
  for (const name of TEMPLATE_NAMES) {
    const entry = table(doc, `auth.email.template.${name}`)
    if (Object.keys(entry).length === 0) continue
    const path = typeof entry.content_path === 'string' ? entry.content_path : undefined
    const file = path && [resolve(PROJECT_ROOT, path), resolve(SUPABASE_DIR, path)].find((f) => existsSync(f))
    if (path && !file) throw new Error(`auth.email.template.${name}.content_path: no file ${path}`)
    templates[name] = {
      subject: typeof entry.subject === 'string' ? entry.subject : undefined,
      content: file ? readFileSync(file, 'utf8') : undefined,
    }
  }
  return templates
}

export function loadConfig(overrides: ConfigOverrides = {}, env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const doc = parse(readFileSync(resolve(SUPABASE_DIR, 'config.toml'), 'utf8')) as Toml
  const api = table(doc, 'api')
  const db = table(doc, 'db')
  const inbucket = table(doc, 'inbucket')
  const auth = table(doc, 'auth')
  const email = table(doc, 'auth.email')
  const rateLimit = table(doc, 'auth.rate_limit')
  const storage = table(doc, 'storage')
  const offset = overrides.portOffset ?? Number(env.LOCAL_SUPABASE_PORT_OFFSET ?? 0)
  const host = overrides.host ?? '127.0.0.1'
  const apiPort = overrides.apiPort ?? Number(api.port ?? 54321) + offset
  const localDir = resolve(PROJECT_ROOT, '.local')
  const config: LocalConfig = {
    host,
    apiPort,
    dbPort: overrides.dbPort ?? Number(db.port ?? 54322) + offset,
    inboxPort: overrides.inboxPort ?? Number(inbucket.port ?? 54324) + offset,
    smtpPort: overrides.smtpPort ?? Number(inbucket.smtp_port ?? 54325) + offset,
    restPort: overrides.restPort ?? 54329 + offset,
    dataDir: overrides.dataDir ?? env.LOCAL_SUPABASE_DATA_DIR ?? resolve(localDir, 'db'),
    storageDir: overrides.storageDir ?? env.LOCAL_SUPABASE_STORAGE_DIR ?? resolve(localDir, 'storage'),
    databaseUrl: overrides.databaseUrl ?? (env.LOCAL_SUPABASE_DB_URL || undefined),
    jwtSecret: overrides.jwtSecret ?? DEMO_JWT_SECRET,
    anonKey: overrides.anonKey ?? DEMO_ANON_KEY,
    serviceRoleKey: overrides.serviceRoleKey ?? DEMO_SERVICE_ROLE_KEY,
    apiUrl: overrides.apiUrl ?? `http://${host}:${apiPort}`,
    maxRows: overrides.maxRows ?? Number(api.max_rows ?? 1000),
    schemas: overrides.schemas ?? (api.schemas as string[] | undefined) ?? ['public'],
    seed: overrides.seed ?? (env.LOCAL_SUPABASE_SEED !== 'false' && table(doc, 'db.seed').enabled !== false),
    crons: overrides.crons ?? env.LOCAL_SUPABASE_CRONS !== 'false',
    quiet: overrides.quiet ?? false,
    auth: {
      siteUrl: String(auth.site_url ?? 'http://localhost:5173'),
      additionalRedirectUrls: (auth.additional_redirect_urls as string[] | undefined) ?? [],
      jwtExpiry: Number(auth.jwt_expiry ?? 3600),
      refreshTokenRotation: auth.enable_refresh_token_rotation !== false,
      refreshTokenReuseInterval: Number(auth.refresh_token_reuse_interval ?? 10),
      otpExpiry: Number(email.otp_expiry ?? 3600),
      enableSignup: auth.enable_signup !== false && email.enable_signup !== false,
      maxFrequency: parseSeconds(email.max_frequency ?? '1s'),
      doubleConfirmChanges: email.double_confirm_changes !== false,
      // GoTrue's defaults when config.toml leaves them out.
      emailSentPerHour: Number(rateLimit.email_sent ?? 2),
      emailSentWindowSeconds: 3600,
      tokenVerificationsPer5Min: Number(rateLimit.token_verifications ?? 30),
      signInsPer5Min: Number(rateLimit.sign_in_sign_ups ?? 30),
      wrongCodesPerToken: 5,
      // GoTrue's variables over config.toml; what the caller passes (test stacks) over both.
      ...authLimitsFromEnv(env),
      emailTemplates: readEmailTemplates(doc),
      ...overrides.auth,
    },
    storage: { fileSizeLimit: parseSize(storage.file_size_limit ?? '50MiB'), ...overrides.storage },
    http: { headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, maxConnectionsPerClient: 256, ...overrides.http },
  }
  return config
}
