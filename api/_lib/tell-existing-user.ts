import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/lib/database.types.js'
import { isEmailBudgetSpent } from '../../src/lib/email-limits.js'
import { EMAIL_BUDGET_SPENT, InviteError } from './invite-error.js'

type Db = SupabaseClient<Database>

interface ExistingUserInvitation {
  email: string
  eventId: string
  inviterId: string
  origin?: string
}

/** The inviter as the notification names them: first name, else e-mail. */
async function inviterName(db: Db, inviterId: string): Promise<string | undefined> {
  const { data, error } = await db.from('users').select('email, name').eq('id', inviterId).maybeSingle()
  if (error) throw error
  const name = data?.name as { first?: unknown } | null | undefined
  return (typeof name?.first === 'string' && name.first.trim()) || data?.email || undefined
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
export async function tellExistingUser(db: Db, invitation: ExistingUserInvitation, userId: string): Promise<void> {
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
  const { error } = await db.auth.signInWithOtp({
    email: invitation.email,
    options: {
      shouldCreateUser: false,
      emailRedirectTo: invitation.origin && `${invitation.origin}/admin/invitations`,
    },
  })
  if (!error) return
  // The project's e-mails for the hour are spent: the organiser hears it in the words a new
  // address gets (the invitation itself and its notification are recorded).
  if (isEmailBudgetSpent(error)) throw new InviteError(429, EMAIL_BUDGET_SPENT)
  // One e-mail per address a minute, or this server's sign-in requests for 5 minutes: the
  // notification is there, and a retry would be refused too.
  if (error.status !== 429) throw new InviteError(502, 'The invitation e-mail could not be sent. Please try again.')
}
