import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'smol-toml'
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './config/demo-keys.ts'
import { authLimitsFromEnv } from './config/environment.ts'
import { PROJECT_ROOT, SUPABASE_DIR } from './config/project.ts'
import { readEmailTemplates, table, type Toml } from './config/toml.ts'
import type { ConfigOverrides, LocalConfig } from './config/types.ts'
import { parseSeconds, parseSize } from './config/units.ts'

// The stack's configuration, read from the project's supabase/config.toml (config/toml.ts) with the
// units the CLI accepts (config/units.ts), GoTrue's environment variables over it (config/environment.ts)
// and the caller's overrides over both. Its parts are re-exported: importers need only this file.
export * from './config/demo-keys.ts'
export * from './config/environment.ts'
export * from './config/project.ts'
export { readEmailTemplates } from './config/toml.ts'
export type * from './config/types.ts'
export * from './config/units.ts'

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
