import type { AuthError, SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/lib/database.types.js'
import { invitationExpiry } from './invitation-expiry.js'
import type { Membership } from './invitation-plan.js'
import { planInvite, type AccountState } from './invite-user-plan.js'

type Db = SupabaseClient<Database>

export interface InviteOutcome {
  outcome: 'added' | 'invited' | 'already-member' | 'already-invited'
  userId: string
  /** The membership's status after the call. */
  status: 'active' | 'pending'
  invitationExpiresAt: string | null
}

/** A refusal with the status and text the endpoint answers. */
export class InviteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function findAccount(db: Db, email: string): Promise<{ id: string; state: AccountState } | null> {
  // users.email is kept lowercased by the auth sync trigger, and the input is lowercased.
  const { data, error } = await db.from('users').select('id').eq('email', email).maybeSingle()
  if (error) throw error
  if (!data) return null
  const { data: auth, error: authError } = await db.auth.admin.getUserById(data.id)
  if (authError) throw authError
  return { id: data.id, state: auth.user.email_confirmed_at ? 'confirmed' : 'unconfirmed' }
}

async function membershipOf(db: Db, eventId: string, userId: string): Promise<Membership | null> {
  const { data, error } = await db
    .from('event_users')
    .select('id, status, invitation_expires_at')
    .eq('event_id', eventId)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw error
  return data
}

async function recordMembership(db: Db, eventId: string, userId: string, expiresAt: string | null): Promise<void> {
  // The plan only gets here when the row is absent or pending, so this never touches an owner.
  await db
    .from('event_users')
    .upsert(
      {
        event_id: eventId,
        user_id: userId,
        role: 'editor',
        status: expiresAt ? 'pending' : 'active',
        invitation_expires_at: expiresAt,
      },
      { onConflict: 'event_id,user_id' },
    )
    .throwOnError()
}

type Sent = { kind: 'sent'; userId: string } | { kind: 'confirmed' }

/**
 * The auth service's invitation (POST /invite): creates the account if needed and e-mails a
 * sign-in link to `redirectTo`. https://supabase.com/docs/reference/javascript/auth-admin-inviteuserbyemail
 */
async function sendInvitation(db: Db, email: string, redirectTo: string | undefined, knownId?: string): Promise<Sent> {
  const { data, error } = await db.auth.admin.inviteUserByEmail(email, { redirectTo })
  if (!error) return { kind: 'sent', userId: data.user.id }
  if (knownId && error.code === 'email_exists') return { kind: 'confirmed' }
  // One e-mail per address per interval: an invitation left moments ago, which a retry repeats.
  if (knownId && error.code === 'over_email_send_rate_limit') return { kind: 'sent', userId: knownId }
  throw toInviteError(error)
}

function toInviteError(error: AuthError): InviteError {
  if (error.code === 'email_exists') {
    return new InviteError(
      409,
      'An account exists for this e-mail address but has no user record. Ask an admin to restore it.',
    )
  }
  if (error.status === 429)
    return new InviteError(429, 'Too many e-mails were sent to this address. Please try again in a minute.')
  if (error.status && error.status >= 400 && error.status < 500) return new InviteError(400, error.message)
  return new InviteError(502, 'The invitation e-mail could not be sent. Please try again.')
}

/**
 * Adds `email` to the event's team (SPEC §4 team member): an existing, confirmed account as an
 * active editor, anyone else as a pending editor with an expiry and an invitation e-mail.
 */
export async function inviteToEvent(
  db: Db,
  request: { email: string; eventId: string; redirectTo?: string },
  now: Date,
): Promise<InviteOutcome> {
  const { email, eventId } = request
  const account = await findAccount(db, email)
  const membership = account ? await membershipOf(db, eventId, account.id) : null
  const plan = planInvite(account?.state ?? 'none', membership, now)
  const added = async (userId: string): Promise<InviteOutcome> => {
    await recordMembership(db, eventId, userId, null)
    return { outcome: 'added', userId, status: 'active', invitationExpiresAt: null }
  }

  if (plan.kind === 'already-member') {
    return { outcome: 'already-member', userId: account!.id, status: 'active', invitationExpiresAt: null }
  }
  if (plan.kind === 'already-invited') {
    // One format for every answer: the database's timestamp rewritten as toISOString() gives it.
    const expiresAt = plan.expiresAt && new Date(plan.expiresAt).toISOString()
    return { outcome: 'already-invited', userId: account!.id, status: 'pending', invitationExpiresAt: expiresAt }
  }
  if (plan.kind === 'add') return added(account!.id)

  const sent = await sendInvitation(db, email, request.redirectTo, account?.id)
  // Confirmed between our look-up and the invitation: they are an existing user now.
  if (sent.kind === 'confirmed') return added(account!.id)
  const expiresAt = invitationExpiry(now)
  await recordMembership(db, eventId, sent.userId, expiresAt)
  return { outcome: 'invited', userId: sent.userId, status: 'pending', invitationExpiresAt: expiresAt }
}
