import { supabase } from '../../../lib/supabase'

/** SPEC §4 hasInvitation: at least one event_users row for the user (§7 "read event_id by user_id"). Throws on failure. */
export async function fetchHasInvitation(userId: string): Promise<boolean> {
  const { data } = await supabase.from('event_users').select('event_id').eq('user_id', userId).limit(1).throwOnError()
  return data.length > 0
}
