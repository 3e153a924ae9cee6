import { supabase } from '../../../lib/supabase'

/** SPEC §7 "users: read id, role, name by id"; null when the row is missing. Throws on failure. */
export async function fetchProfile(userId: string) {
  const { data } = await supabase.from('users').select('id, role, name').eq('id', userId).maybeSingle().throwOnError()
  return data
}
