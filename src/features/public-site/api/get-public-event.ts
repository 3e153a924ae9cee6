import useSWR from 'swr'
import { callPublicRpc, preloadPublicRpc } from '../../../lib/public-rpc'
import type { PublicEvent } from '../types'

const RPC = 'get_public_event'

export const publicEventKey = (ref: string) => ['public-event', ref] as const

/**
 * One round trip for the public pages (ARCHITECTURE budgets): the event by slug, id (8-4-4-4-12
 * hex) or custom domain, the database telling them apart. Null when nothing matches.
 */
export async function getPublicEvent(ref: string): Promise<PublicEvent | null> {
  const rows = await callPublicRpc<PublicEvent[]>(RPC, { p_ref: ref })
  return rows[0] ?? null
}

/** For the app shell: start the request while the page's code is still downloading. */
export function preloadPublicEvent(ref: string): void {
  preloadPublicRpc(RPC, { p_ref: ref })
}

export function usePublicEvent(ref: string) {
  return useSWR(ref ? publicEventKey(ref) : null, ([, key]) => getPublicEvent(key))
}
