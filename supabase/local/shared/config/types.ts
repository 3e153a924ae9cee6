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

export interface ConfigOverrides extends Partial<Omit<LocalConfig, 'auth' | 'storage' | 'http'>> {
  /** Shifts every port by the same amount, so a second stack (tests) can run beside the dev one. */
  portOffset?: number
  auth?: Partial<AuthConfig>
  storage?: Partial<LocalConfig['storage']>
  http?: Partial<HttpLimits>
}
