import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/lib/database.types.js'
import { invitationExpiry } from './invitation-expiry.js'
import type { Membership } from './invitation-plan.js'
import { secondsBeforeRetry } from '../../src/lib/email-limits.js'
import { InviteError, inviteMailError } from './invite-error.js'
import { planInvite, type AccountState } from './invite-user-plan.js'
import { tellExistingUser } from './tell-existing-user.js'

export { InviteError }

type Db = SupabaseClient<Database>

/** What a call did; /api/invite-user answers the same whatever it is, so it tells nobody about accounts. */
export type InviteOutcome = 'invited' | 'invited-existing' | 'already-member' | 'already-invited'

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

interface Invitation {
  email: string
  eventId: string
  inviterId: string
  /** Where the e-mailed link leads, on the app's origin; the auth service's site URL otherwise. */
  origin?: string
}

async function recordInvitation(db: Db, invitation: Invitation, userId: string, expiresAt: string): Promise<void> {
  // The plan only gets here when the row is absent or pending, so this never touches an owner.
  await db
    .from('event_users')
    .upsert(
      {
        event_id: invitation.eventId,
        user_id: userId,
        role: 'editor',
        status: 'pending',
        invitation_expires_at: expiresAt,
        invited_email: invitation.email,
        invited_by: invitation.inviterId,
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
  // Not when the project's e-mails are spent: then none left, and the organiser must hear it.
  if (knownId && secondsBeforeRetry(error) !== null) return { kind: 'sent', userId: knownId }
  throw inviteMailError(error)
}

/**
 * Invites `email` to the event's team (SPEC §4 team member), with the invitee's consent: a
 * pending editor with an expiry until they accept. A new address gets the auth service's
 * invitation (link to /accept-invitation); an existing account a notification and a sign-in
 * link to its invitations. Repeats while an invitation is open send nothing.
 */
export async function inviteToEvent(db: Db, invitation: Invitation, now: Date): Promise<InviteOutcome> {
  const { email, eventId, origin } = invitation
  const account = await findAccount(db, email)
  const membership = account ? await membershipOf(db, eventId, account.id) : null
  const plan = planInvite(account?.state ?? 'none', membership, now)
  if (plan.kind === 'already-member' || plan.kind === 'already-invited') return plan.kind

  const expiresAt = invitationExpiry(now)
  if (plan.kind === 'invite') {
    const sent = await sendInvitation(db, email, origin && `${origin}/accept-invitation`, account?.id)
    // Confirmed between our look-up and the invitation: an existing user after all.
    if (sent.kind === 'sent') {
      await recordInvitation(db, invitation, sent.userId, expiresAt)
      return 'invited'
    }
  }
  await recordInvitation(db, invitation, account!.id, expiresAt)
  await tellExistingUser(db, invitation, account!.id)
  return 'invited-existing'
}
