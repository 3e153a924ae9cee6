import { dbErrorMessage, hasDbCode } from '@/kernel/db-errors'
import { callPublicRpc, RpcError } from '@/lib/public-rpc'

/** The checkout is simulated (SPEC §7): a payment would take about this long. */
export const PAYMENT_DELAY_MS = 1000

export type CheckoutResult = { ok: true } | { ok: false; taken: string[] } | { ok: false; message: string }

/**
 * Buys every gift of the cart in one call, all or nothing (SPEC §5 checkout). A gift another
 * guest bought meanwhile fails the whole purchase (EV003), naming it, so nothing is charged.
 */
export async function purchaseGifts(giftIds: string[], email: string, name: string): Promise<CheckoutResult> {
  await new Promise((resolve) => setTimeout(resolve, PAYMENT_DELAY_MS))
  try {
    await callPublicRpc('purchase_gifts', { p_gift_ids: giftIds, p_email: email.trim(), p_name: name.trim() || null })
    return { ok: true }
  } catch (error) {
    if (hasDbCode(error, 'EV003')) {
      const details = error instanceof RpcError ? error.details : undefined
      return { ok: false, taken: (details ?? '').split(', ').filter(Boolean) }
    }
    // The limit's own French sentence (EV013); anything else gets ours.
    if (!hasDbCode(error, 'EV013')) console.error('Checkout failed', error)
    return { ok: false, message: dbErrorMessage(error, 'EV013', 'Erreur lors du paiement. Veuillez réessayer.') }
  }
}
