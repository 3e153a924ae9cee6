import { authCallbackUrl } from '../../../lib/paths'
import { supabase } from '../../../lib/supabase'
import { classifySignInError, type SignInFailure } from '../sign-in-error'

export type MagicLinkResult = { ok: true } | { ok: false; reason: SignInFailure }

/** Passwordless sign-in for existing accounts only; the link comes back to /auth/callback on this origin. */
export async function sendMagicLink(email: string, origin = window.location.origin): Promise<MagicLinkResult> {
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: authCallbackUrl(origin) },
  })
  if (!error) return { ok: true }
  console.error('Magic link failed', error)
  return { ok: false, reason: classifySignInError(error) }
}
