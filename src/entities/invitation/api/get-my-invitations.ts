import useSWR from 'swr'
import type { EventNaming } from '@/entities/event'
import type { Json } from '@kernel/generated/database.types'
import { supabase } from '@/lib/supabase'
import { invitationKeys } from './keys'

export interface PendingInvitation {
  eventId: string
  naming: EventNaming
  date: string | null
  invitedByName: Json
  expiresAt: string | null
}

/** The caller's open invitations, with what they are invited to (they cannot read the event yet). */
export async function getMyInvitations(): Promise<PendingInvitation[]> {
  const { data } = await supabase.rpc('my_pending_invitations').throwOnError()
  return (data ?? []).map((row) => ({
    eventId: row.event_id,
    naming: { type: row.type, name: row.name, spouse1: row.spouse1, spouse2: row.spouse2, person: row.person },
    date: row.date,
    invitedByName: row.invited_by_name,
    expiresAt: row.invitation_expires_at,
  }))
}

export function useMyInvitations(userId: string | null) {
  return useSWR(userId ? invitationKeys.mine(userId) : null, () => getMyInvitations())
}

/** The cached list once the invitation to `eventId` is answered, shown before the server confirms. */
export function withoutInvitation(current: unknown, eventId: string): unknown {
  return Array.isArray(current)
    ? (current as PendingInvitation[]).filter((invitation) => invitation.eventId !== eventId)
    : current
}
