/** Where the local backend answers, with the key that may create accounts. */
export interface LocalBackend {
  apiUrl: string
  serviceRoleKey: string
}

export type AddedUser = { email: string; outcome: 'created' | 'existing'; role: 'user' | 'admin' }

/**
 * Gives `email` an account on the local backend, as a global admin's 'Add user' does (sign-ups
 * are closed): a confirmed auth user through GoTrue's admin API, whose users row the sync trigger
 * makes; with `admin`, a global admin. An address that already has an account keeps it.
 * https://supabase.com/docs/reference/javascript/auth-admin-createuser
 */
export async function addLocalUser(backend: LocalBackend, rawEmail: string, admin = false): Promise<AddedUser> {
  const email = rawEmail.trim().toLowerCase()
  const headers = {
    apikey: backend.serviceRoleKey,
    Authorization: `Bearer ${backend.serviceRoleKey}`,
    'content-type': 'application/json',
  }
  const created = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, email_confirm: true }),
  })
  const answer = (await created.json()) as { error_code?: string; msg?: string; message?: string }
  if (!created.ok && answer.error_code !== 'email_exists')
    throw new Error(answer.msg ?? answer.message ?? `the auth server answered ${created.status}`)
  const outcome = created.ok ? 'created' : 'existing'
  const role = admin ? 'admin' : undefined
  const rows = await fetch(`${backend.apiUrl}/rest/v1/users?email=eq.${encodeURIComponent(email)}&select=role`, {
    method: role ? 'PATCH' : 'GET',
    headers: { ...headers, Prefer: 'return=representation' },
    body: role ? JSON.stringify({ role }) : undefined,
  })
  if (!rows.ok) throw new Error(`reading the users row failed: ${rows.status} ${await rows.text()}`)
  const [row] = (await rows.json()) as { role: 'user' | 'admin' }[]
  if (!row) throw new Error(`${email} has an auth account but no users row`)
  return { email, outcome, role: row.role }
}
