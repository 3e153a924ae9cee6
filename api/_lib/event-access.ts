import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import { sendError, type ApiResponse } from './http.js'

type Db = SupabaseClient<Database>

export const EVENT_NOT_FOUND = 'Event not found.'
export const NOT_EVENT_MEMBER = 'You are not a member of this event.'
export const NOT_EVENT_OWNER = 'Only the owner of this event can add team members.'

export interface EventAccess {
  /** An active membership; pending invitees are not members yet (SPEC §4). */
  member: boolean
  owner: boolean
  /** A global admin (SPEC §6), who may act on every event. */
  admin: boolean
}

/** What `userId` may do on `eventId`, read with the service role (the same rules as RLS). */
export async function eventAccess(db: Db, eventId: string, userId: string): Promise<EventAccess> {
  const [membership, admin] = await Promise.all([
    db
      .from('event_users')
      .select('role')
      .eq('event_id', eventId)
      .eq('user_id', userId)
      .eq('status', 'active')
      .maybeSingle(),
    isGlobalAdmin(db, userId),
  ])
  if (membership.error) throw membership.error
  return {
    member: membership.data !== null,
    owner: membership.data?.role === 'owner',
    admin,
  }
}

/** SPEC §6: only the stored role 'admin' makes a global admin; read with the service role. */
export async function isGlobalAdmin(db: Db, userId: string): Promise<boolean> {
  const { data, error } = await db.from('users').select('role').eq('id', userId).maybeSingle()
  if (error) throw error
  return data?.role === 'admin'
}

async function eventExists(db: Db, eventId: string): Promise<boolean> {
  const { data, error } = await db.from('events').select('id').eq('id', eventId).maybeSingle()
  if (error) throw error
  return data !== null
}

/**
 * Whether the caller holds `need` on the event; answers 403 (or 404 for an admin naming an
 * unknown event) when not. Non-admins get 403 for unknown events too, so ids reveal nothing.
 */
export async function requireEventRight(
  db: Db,
  res: ApiResponse,
  eventId: string,
  userId: string,
  need: 'member' | 'owner',
): Promise<boolean> {
  const access = await eventAccess(db, eventId, userId)
  if (need === 'owner' ? access.owner : access.member) return true
  if (!access.admin) {
    sendError(res, 403, need === 'owner' ? NOT_EVENT_OWNER : NOT_EVENT_MEMBER)
    return false
  }
  if (await eventExists(db, eventId)) return true
  sendError(res, 404, EVENT_NOT_FOUND)
  return false
}
