import { preloadPublicRpc } from '@/lib/supabase-http'

/** The RPC that loads a public page's event by slug, id or custom domain. */
export const PUBLIC_EVENT_RPC = 'get_public_event'

/**
 * For the app shell: start the request while the page's code is still downloading. Apart from
 * get-public-event.ts so that the entry carries this line, not the page's loading hook.
 */
export function preloadPublicEvent(ref: string): void {
  preloadPublicRpc(PUBLIC_EVENT_RPC, { p_ref: ref })
}
