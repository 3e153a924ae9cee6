import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { TeamMember } from '../types'
import { teamKeys } from './keys'

/** SPEC §7 event_users: "Read user_id, role, status, invitation_expires_at plus the joined user by event_id". */
export async function getTeamMembers(eventId: string): Promise<TeamMember[]> {
  const { data } = await supabase
    .from('event_users')
    .select('user_id, role, status, invitation_expires_at, invited_email, user:users(id, email, name)')
    .eq('event_id', eventId)
    .throwOnError()
  return data.map((row) => ({
    userId: row.user_id,
    role: row.role,
    status: row.status,
    invitationExpiresAt: row.invitation_expires_at,
    // RLS shows active team mates' profiles; a pending invitee is shown by the address typed
    // when inviting them (their profile is private until they accept), else by id.
    email: row.user?.email ?? row.invited_email ?? row.user_id,
    name: row.user?.name ?? {},
  }))
}

export function useTeamMembers(eventId: string) {
  return useSWR(teamKeys.members(eventId), ([, id]) => getTeamMembers(id))
}
