import useSWR from 'swr'
import { supabase } from '../../../lib/supabase'
import type { TeamMember } from '../types'

/** SPEC §7 event_users: "Read user_id, role, status, invitation_expires_at plus the joined user by event_id". */
export const teamMembersKey = (eventId: string) => ['event_users', 'team', eventId] as const

export async function getTeamMembers(eventId: string): Promise<TeamMember[]> {
  const { data } = await supabase
    .from('event_users')
    .select('user_id, role, status, invitation_expires_at, user:users(id, email, name)')
    .eq('event_id', eventId)
    .throwOnError()
  return data.map((row) => ({
    userId: row.user_id,
    role: row.role,
    status: row.status,
    invitationExpiresAt: row.invitation_expires_at,
    // RLS shows team mates' rows; an unreadable one still lists the membership under its id.
    email: row.user?.email ?? row.user_id,
    name: row.user?.name ?? {},
  }))
}

export function useTeamMembers(eventId: string) {
  return useSWR(teamMembersKey(eventId), ([, , id]) => getTeamMembers(id))
}
