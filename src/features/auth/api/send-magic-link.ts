import { authCallbackUrl } from '@/lib/paths'
import { supabase } from '@/lib/supabase'
import { classifySignInError, secondsBeforeRetry, type SignInFailure } from '../sign-in-error'

export type MagicLinkResult =
  | { ok: true }
  /** `retryInSeconds`: the address already got a link in the last minute. */
  | { ok: false; reason: SignInFailure; retryInSeconds: number | null }

/** Passwordless sign-in for existing accounts only; the link comes back to /auth/callback on this origin. */
export async function sendMagicLink(email: string, origin = window.location.origin): Promise<MagicLinkResult> {
  const { error } = await supabase.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: authCallbackUrl(origin) },
  })
  if (!error) return { ok: true }
  console.error('Magic link failed', error)
  return { ok: false, reason: classifySignInError(error), retryInSeconds: secondsBeforeRetry(error) }
}
