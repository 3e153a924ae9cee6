import { client, env } from './clients.ts'
import { createTeam, type EventOptions, type Team, type TestUser } from './event-fixtures.ts'

/**
 * A real session for a fixture user, as the auth service issues it on following a magic link.
 * The /api endpoints ask the auth service about the token, so the fixtures' hand-signed tokens
 * (whose session does not exist) would be refused there.
 */
export async function sessionToken(email: string): Promise<string> {
  const { data: link, error } = await client(env().serviceRoleKey).auth.admin.generateLink({ type: 'magiclink', email })
  if (error) throw error
  const { data, error: verifyError } = await client().auth.verifyOtp({
    type: 'magiclink',
    token_hash: link.properties.hashed_token,
  })
  if (verifyError || !data.session) throw verifyError ?? new Error(`no session for ${email}`)
  return data.session.access_token
}

export type SessionTeam = Team & { sessions: Record<'admin' | 'owner' | 'editor' | 'outsider', string> }

/** The security matrix's cast (createTeam), each signed in for real. */
export async function createSessionTeam(options: EventOptions = {}): Promise<SessionTeam> {
  const team = await createTeam(options)
  const sessions = {
    admin: await sessionToken(team.admin.email),
    owner: await sessionToken(team.owner.email),
    editor: await sessionToken(team.editor.email),
    outsider: await sessionToken(team.outsider.email),
  }
  return { ...team, sessions }
}

export async function signedIn(user: TestUser): Promise<string> {
  return sessionToken(user.email)
}

export interface ApiAnswer {
  status: number
  body: Record<string, unknown>
  headers: Headers
}

/** POST /api/{name} with a JSON body (or `raw` text), as the SPA calls it. */
export async function callApi(
  name: string,
  options: { token?: string; body?: unknown; raw?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const method = options.method ?? 'POST'
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | undefined
  if (method !== 'GET' && method !== 'HEAD') {
    headers['Content-Type'] ??= 'application/json'
    body = options.raw ?? JSON.stringify(options.body ?? {})
  }
  const response = await fetch(`${env().apiUrl}/api/${name}`, { method, headers, body })
  const text = await response.text()
  return { status: response.status, body: parseJson(text), headers: response.headers }
}

function parseJson(text: string): Record<string, unknown> {
  if (!text) return {}
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return { text }
  }
}
