import { supabase } from '@/lib/supabase'

/**
 * What the session context needs about the signed-in user (SPEC §4): their users row (§7 "read id,
 * role, name by id"; null when missing) and hasInvitation, at least one event_users row for them
 * (§7 "read event_id by user_id"). Throws on failure.
 */
export async function getProfile(userId: string) {
  const [profile, memberships] = await Promise.all([
    supabase.from('users').select('id, role, name').eq('id', userId).maybeSingle().throwOnError(),
    supabase.from('event_users').select('event_id').eq('user_id', userId).limit(1).throwOnError(),
  ])
  return { row: profile.data, hasInvitation: memberships.data.length > 0 }
}
