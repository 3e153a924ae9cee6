import type { MailService } from '../mail/index.ts'
import type { Service, ServiceContext } from '../shared/http.ts'
import type { AuthContext, RouteHandler } from './context.ts'
import { AuthError, fail, sendAuthError } from './errors.ts'
import { compileTemplates } from './mail-templates.ts'
import { authLimits } from './rate-limits.ts'
import { redirectPolicy } from './redirect.ts'
import { createUserAsAdmin, updateUserAsAdmin } from './routes/admin-user-write.ts'
import { deleteUserById, getUserById, listUsers } from './routes/admin-users.ts'
import { generateLink } from './routes/generate-link.ts'
import { postInvite } from './routes/invite.ts'
import { postLogout } from './routes/logout.ts'
import { postOtp } from './routes/otp.ts'
import { getHealth, getSettings } from './routes/settings.ts'
import { postToken } from './routes/token.ts'
import { getUser, putUser } from './routes/user.ts'
import { getVerify, postVerify } from './routes/verify.ts'

type Route = [method: string, path: RegExp, handler: RouteHandler]

/** A malformed escape (`%E0%A4%A`) is the client's mistake: 400, as GoTrue's router answers it. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw fail.badPathEscape(segment)
  }
}

// GoTrue's routes that a passwordless app uses. https://github.com/supabase/auth/blob/master/internal/api/api.go
const ROUTES: Route[] = [
  ['GET', /^\/health$/, getHealth],
  ['GET', /^\/settings$/, getSettings],
  ['POST', /^\/otp$/, postOtp],
  ['GET', /^\/verify$/, getVerify],
  ['POST', /^\/verify$/, postVerify],
  ['POST', /^\/token$/, postToken],
  ['GET', /^\/user$/, getUser],
  ['PUT', /^\/user$/, putUser],
  ['POST', /^\/logout$/, postLogout],
  ['POST', /^\/invite$/, postInvite],
  ['GET', /^\/admin\/users$/, listUsers],
  ['POST', /^\/admin\/users$/, createUserAsAdmin],
  ['GET', /^\/admin\/users\/([^/]+)$/, getUserById],
  ['PUT', /^\/admin\/users\/([^/]+)$/, updateUserAsAdmin],
  ['DELETE', /^\/admin\/users\/([^/]+)$/, deleteUserById],
  ['POST', /^\/admin\/generate_link$/, generateLink],
]

/**
 * The GoTrue-compatible auth service behind /auth/v1: passwordless e-mail sign-in (magic links
 * and codes, implicit and PKCE), sessions with rotating refresh tokens, the user endpoints and
 * the admin API. Errors use GoTrue's catalogue and its versioned error shape.
 */
export function createAuthService(ctx: ServiceContext, mail: Pick<MailService, 'send'>): Service {
  const auth: AuthContext = {
    ...ctx,
    mail,
    redirects: redirectPolicy(ctx.config.auth),
    externalUrl: `${ctx.config.apiUrl}/auth/v1`,
    limits: authLimits(ctx.config.auth),
    templates: compileTemplates(ctx.config.auth.emailTemplates),
  }
  return {
    prefix: '/auth/v1',
    async handle(req, res, url) {
      const path = url.pathname.replace(/(.)\/+$/, '$1')
      const candidates = ROUTES.filter(([, pattern]) => pattern.test(path))
      if (candidates.length === 0) {
        // chi's default answer, which GoTrue keeps.
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        return void res.end('404 page not found\n')
      }
      const route = candidates.find(([method]) => method === req.method)
      if (!route) {
        res.writeHead(405, { allow: candidates.map(([method]) => method).join(', ') })
        return void res.end()
      }
      const [, pattern, handler] = route
      try {
        const params = pattern.exec(path)!.slice(1).map(decodePathSegment)
        await handler(auth, req, res, url, params)
      } catch (error) {
        if (res.headersSent) return void res.destroy()
        if (error instanceof AuthError) return sendAuthError(req, res, error)
        ctx.log(`auth: ${(error as Error)?.stack ?? String(error)}`)
        sendAuthError(req, res, fail.unexpected())
      }
    },
  }
}
