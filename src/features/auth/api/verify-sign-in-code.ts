import { supabase } from '@/lib/supabase'
import { classifyCodeError, type CodeFailure } from '../sign-in-code'

export type CodeResult = { ok: true } | { ok: false; reason: CodeFailure }

/**
 * The sign-in e-mail's 6-digit code instead of its link (type 'email': GoTrue checks the address's
 * pending sign-in code). It signs this browser in, wherever the link would have opened.
 * https://supabase.com/docs/reference/javascript/auth-verifyotp
 */
export async function verifySignInCode(email: string, code: string, sentAt: number): Promise<CodeResult> {
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'email' })
  if (!error) return { ok: true }
  return { ok: false, reason: classifyCodeError(error, sentAt, Date.now()) }
}
