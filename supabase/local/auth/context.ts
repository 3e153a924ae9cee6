import type { LocalConfig } from '../shared/config.ts'
import type { Database } from '../db/database.ts'
import type { MailService } from '../mail/index.ts'
import type { Request, Response } from '../shared/http.ts'
import type { CustomTemplates } from './mail-templates.ts'
import type { AuthLimits } from './rate-limits.ts'
import type { RedirectPolicy } from './redirect.ts'

/** Everything a route handler needs. */
export interface AuthContext {
  config: LocalConfig
  db: Database
  log: (line: string) => void
  mail: Pick<MailService, 'send'>
  redirects: RedirectPolicy
  /** Base of e-mailed links and the tokens' `iss`: the API's public URL plus /auth/v1, as the CLI sets it. */
  externalUrl: string
  limits: AuthLimits
  /** config.toml's e-mail templates, parsed at start. */
  templates: CustomTemplates
}

export type RouteHandler = (ctx: AuthContext, req: Request, res: Response, url: URL, params: string[]) => Promise<void>

/** The audience GoTrue serves by default (GOTRUE_JWT_AUD); access tokens and users carry it. */
export const AUDIENCE = 'authenticated'
/** Roles allowed on the admin endpoints (GOTRUE_JWT_ADMIN_ROLES). */
export const ADMIN_ROLES = ['service_role', 'supabase_admin']
