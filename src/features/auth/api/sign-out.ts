import { supabase } from '@/lib/supabase'
import { noteDeliberateSignOut } from '@/entities/session'

/** SPEC §8: a failed logout is only logged; the local session is dropped either way. */
export async function signOut(): Promise<void> {
  noteDeliberateSignOut()
  const { error } = await supabase.auth.signOut()
  if (error) console.error('Logout failed', error)
}
