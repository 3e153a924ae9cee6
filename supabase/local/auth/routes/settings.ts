import { sendJson } from '../../shared/http.ts'
import type { RouteHandler } from '../context.ts'

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
]

/**
 * GET /settings: what this server offers. Only e-mail is enabled; sign-ups follow config.toml.
 * https://github.com/supabase/auth#get-settings
 */
export const getSettings: RouteHandler = async (ctx, _req, res) => {
  const external = Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, name === 'email']))
  sendJson(res, 200, {
    external,
    disable_signup: !ctx.config.auth.enableSignup,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  })
}

/** GET /health, shaped like GoTrue's. */
export const getHealth: RouteHandler = async (_ctx, _req, res) => {
  sendJson(res, 200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  })
}
