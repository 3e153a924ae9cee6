import { dbErrorMessage, hasDbCode } from '@kernel/db-errors'
import { callPublicRpc, SupabaseHttpError } from '@/lib/supabase-http'

/** SPEC §2: the checkout is simulated with a one second delay. */
export const CHECKOUT_DELAY_MS = 1000

// Too many tries, a full cart, the day's reservations spent, the list's hourly rate reached.
const LIMITS = ['EV013', 'EV019', 'EV020', 'EV061'] as const

export type CheckoutResult = { ok: true } | { ok: false; taken: string[] } | { ok: false; message: string }

/**
 * Reserves every gift of the cart in one call, all or nothing (SPEC §5 checkout); no payment is
 * taken. A gift another guest reserved meanwhile fails the whole checkout (EV003), naming it, so
 * nothing is reserved.
 */
export async function purchaseGifts(giftIds: string[], email: string, name: string): Promise<CheckoutResult> {
  await new Promise((resolve) => setTimeout(resolve, CHECKOUT_DELAY_MS))
  try {
    await callPublicRpc('purchase_gifts', { p_gift_ids: giftIds, p_email: email.trim(), p_name: name.trim() || null })
    return { ok: true }
  } catch (error) {
    if (hasDbCode(error, 'EV003')) {
      const details = error instanceof SupabaseHttpError ? error.details : undefined
      return { ok: false, taken: (details ?? '').split(', ').filter(Boolean) }
    }
    // The limits' own French sentences (too many tries, a full cart, the day's reservations
    // spent, the list paused for the hour); anything else gets ours.
    const limit = LIMITS.find((code) => hasDbCode(error, code))
    if (limit) return { ok: false, message: dbErrorMessage(error, limit, '') }
    console.error('Checkout failed', error)
    return { ok: false, message: 'Erreur lors de la réservation. Veuillez réessayer.' }
  }
}
