import { supabase } from '@/lib/supabase'
import type { ProfileName } from '@/entities/session'

/**
 * SPEC §7 "users: upsert {id, email, name{first,last}}". The e-mail is lowercased as the account
 * stores it: the database refuses a non-admin changing their e-mail, even by case. Throws on failure.
 */
export async function saveProfile(input: { id: string; email: string; name: ProfileName }): Promise<void> {
  await supabase
    .from('users')
    .upsert({ id: input.id, email: input.email.toLowerCase(), name: { ...input.name } })
    .throwOnError()
}
