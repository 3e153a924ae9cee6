import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import { isEmailBudgetSpent, secondsBeforeRetry, type AuthRefusal } from '../../kernel/email-limits.js'
import { planInvite, type AccountState, type Membership } from './invitation-plan.js'

type Db = SupabaseClient<Database>

/** A refusal with the status and text /api/invite-user answers. */
export class InviteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The project's e-mails for the hour are spent (`[auth.rate_limit] email_sent`). The same words
 * whether the address has an account or not, so the answer still tells nobody which it is.
 */
export const EMAIL_BUDGET_SPENT =
  'No invitation e-mail can be sent right now: the e-mail limit for this hour is reached. Please try again later.'

/** The auth service's refusal of an invitation e-mail, in words the team screen shows as they come. */
export function inviteMailError(error: AuthRefusal & { status?: number }): InviteError {
  if (isEmailBudgetSpent(error)) return new InviteError(429, EMAIL_BUDGET_SPENT)
  if (error.code === 'email_exists') {
    return new InviteError(
      409,
      'An account exists for this e-mail address but has no user record. Ask an admin to restore it.',
    )
  }
  if (error.status === 429)
    return new InviteError(429, 'Too many e-mails were sent to this address. Please try again in a minute.')
  if (error.status && error.status >= 400 && error.status < 500) return new InviteError(400, error.message ?? '')
  return new InviteError(502, 'The invitation e-mail could not be sent. Please try again.')
}

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
  /** The entry open_invitation made in the inviter's name: it holds the inviter and the address. */
  opened: number
  /** Where the e-mailed link leads, on the app's origin; the auth service's site URL otherwise. */
  origin?: string
}

/**
 * The pending row, written by the database from the opened invitation (inviter, address, a
 * 7-day expiry) for the account of that address only. The plan only gets here when the row is
 * absent or pending, and the database leaves any other row alone.
 */
async function recordInvitation(db: Db, invitation: Invitation, userId: string): Promise<void> {
  const { error } = await db.rpc('record_pending_invitation', { p_invitation: invitation.opened, p_user_id: userId })
  if (error) throw error
}

/** The e-mailed link names the event, so that following it accepts that invitation and no other. */
export function acceptInvitationUrl(origin: string, eventId: string): string {
  return `${origin}/accept-invitation?event=${encodeURIComponent(eventId)}`
}

type Sent = { kind: 'sent'; userId: string } | { kind: 'confirmed' }

/**
 * What the invitation e-mail says of the invitation: the event and who invites. The auth service's
 * templates read the account's user_metadata as `{{ .Data }}` (supabase/templates/), so it is
 * written there for the one e-mail and taken away after it, lest later sign-in e-mails repeat it.
 * Two invitations of one address at the same moment could swap their texts; the address gets
 * one e-mail a minute anyway (max_frequency), so the second is not sent.
 */
export interface InvitationMail {
  invited_to_event: string
  invited_by: string
}

async function setMailData(db: Db, userId: string, mail: InvitationMail | null): Promise<void> {
  const user_metadata = mail ?? { invited_to_event: null, invited_by: null }
  const { error } = await db.auth.admin.updateUserById(userId, { user_metadata })
  // Only the e-mail's wording depends on it: the invitation itself is recorded either way.
  if (error) console.error(`invite-user: ${mail ? 'writing' : 'clearing'} the e-mail's data failed`, error)
}

/**
 * The auth service's invitation (POST /invite): creates the account if needed and e-mails a
 * sign-in link to `redirectTo`. https://supabase.com/docs/reference/javascript/auth-admin-inviteuserbyemail
 * Its `data` becomes a new account's user_metadata; an account that exists keeps its own, so the
 * e-mail's data is written there first.
 */
async function sendInvitation(
  db: Db,
  email: string,
  redirectTo: string | undefined,
  mail: InvitationMail,
  knownId?: string,
): Promise<Sent> {
  if (knownId) await setMailData(db, knownId, mail)
  const { data, error } = await db.auth.admin.inviteUserByEmail(email, { redirectTo, data: { ...mail } })
  const userId = data?.user?.id ?? knownId
  if (userId) await setMailData(db, userId, null)
  if (!error) return { kind: 'sent', userId: data.user.id }
  if (knownId && error.code === 'email_exists') return { kind: 'confirmed' }
  // One e-mail per address per interval: an invitation left moments ago, which a retry repeats.
  // Not when the project's e-mails are spent: then none left, and the organiser must hear it.
  if (knownId && secondsBeforeRetry(error) !== null) return { kind: 'sent', userId: knownId }
  throw inviteMailError(error)
}

/** The inviter as the notification names them: first name, else e-mail. */
async function inviterName(db: Db, inviterId: string): Promise<string | undefined> {
  const { data, error } = await db.from('users').select('email, name').eq('id', inviterId).maybeSingle()
  if (error) throw error
  const name = data?.name as { first?: unknown } | null | undefined
  return (typeof name?.first === 'string' && name.first.trim()) || data?.email || undefined
}

/** The inviter as the e-mail names them: "First Last (address)", else the address. */
async function inviterForMail(db: Db, inviterId: string): Promise<string> {
  const { data, error } = await db.from('users').select('email, name').eq('id', inviterId).maybeSingle()
  if (error) throw error
  const name = (data?.name ?? {}) as { first?: unknown; last?: unknown }
  const full = [name.first, name.last]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ')
  const email = data?.email ?? ''
  if (!full) return email || 'A member of the team'
  return email ? `${full} (${email})` : full
}

/** What the invitation e-mail names: the event and who invites. */
export async function invitationMail(
  db: Db,
  invitation: Pick<Invitation, 'eventId' | 'inviterId'>,
): Promise<InvitationMail> {
  const [by, name] = await Promise.all([inviterForMail(db, invitation.inviterId), eventName(db, invitation.eventId)])
  return { invited_to_event: name ?? 'an event', invited_by: by }
}

/** The event as its team calls it (SPEC §4 display title): its name, else the couple, else the person. */
async function eventName(db: Db, eventId: string): Promise<string | undefined> {
  const { data, error } = await db.from('events').select('name, spouse1, spouse2, person').eq('id', eventId).single()
  if (error) throw error
  const couple = [data.spouse1, data.spouse2].filter(Boolean).join(' & ')
  return data.name || couple || data.person || undefined
}

/**
 * An existing account invited to a team hears of it in the app (a notification that leads to
 * its invitations) and by e-mail (a sign-in link to the same page), and joins only on accepting.
 */
async function tellExistingUser(db: Db, invitation: Invitation, userId: string, mail: InvitationMail): Promise<void> {
  const [by, name] = await Promise.all([inviterName(db, invitation.inviterId), eventName(db, invitation.eventId)])
  // No event_id: the invitee cannot open the event yet, and the bell of /admin lists it.
  await db
    .from('notifications')
    .insert({
      user_id: userId,
      event_id: null,
      type: 'team_invitation',
      data: { by, eventName: name, eventId: invitation.eventId },
    })
    .throwOnError()
  await setMailData(db, userId, mail)
  const { error } = await db.auth.signInWithOtp({
    email: invitation.email,
    options: {
      shouldCreateUser: false,
      emailRedirectTo: invitation.origin && `${invitation.origin}/admin/invitations`,
    },
  })
  await setMailData(db, userId, null)
  if (!error) return
  // The project's e-mails for the hour are spent: the organiser hears it in the words a new
  // address gets (the invitation itself and its notification are recorded).
  if (isEmailBudgetSpent(error)) throw new InviteError(429, EMAIL_BUDGET_SPENT)
  // One e-mail per address a minute, or this server's sign-in requests for 5 minutes: the
  // notification is there, and a retry would be refused too.
  if (error.status !== 429) throw new InviteError(502, 'The invitation e-mail could not be sent. Please try again.')
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

  const mail = await invitationMail(db, invitation)
  if (plan.kind === 'invite') {
    const sent = await sendInvitation(db, email, origin && acceptInvitationUrl(origin, eventId), mail, account?.id)
    // Confirmed between our look-up and the invitation: an existing user after all.
    if (sent.kind === 'sent') {
      await recordInvitation(db, invitation, sent.userId)
      return 'invited'
    }
  }
  await recordInvitation(db, invitation, account!.id)
  await tellExistingUser(db, invitation, account!.id, mail)
  return 'invited-existing'
}
