import { supabase } from './supabase'

/** The signed-in user's token, for the few calls made with plain fetch (public-media.ts). */
export async function currentAccessToken(): Promise<string | undefined> {
  const { data } = await supabase.auth.getSession()
  return data.session?.access_token
}
