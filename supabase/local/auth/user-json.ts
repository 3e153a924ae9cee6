/** A row of auth.users as the service reads it. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  phone: string | null
  email_confirmed_at: Date | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change: string | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  /** 0 until one of the two addresses confirmed a change, 1 after (secure e-mail change). */
  email_change_confirm_status: number | null
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  banned_until: Date | null
  deleted_at: Date | null
  is_anonymous: boolean
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

const iso = (value: Date | string | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : new Date(value).toISOString()

/**
 * The user object GoTrue returns (`omitempty` fields left out when unset, so JSON.stringify
 * drops the undefined ones). https://github.com/supabase/auth/blob/master/internal/models/user.go
 */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  }
}

/** `identity_id` is the row id and `id` the provider's subject, kept that way for old clients. */
export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }
}

/** Applies metadata updates as GoTrue does: keys set to null are removed, others replaced. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete next[key]
    else next[key] = value
  }
  return next
}
