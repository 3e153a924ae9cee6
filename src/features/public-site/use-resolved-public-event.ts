import { usePublicEvent } from './api/get-public-event'
import type { PublicEvent } from '@kernel/public-event'

export type ResolvedPublicEvent =
  { status: 'loading' } | { status: 'missing' } | { status: 'found'; event: PublicEvent; reload: () => Promise<void> }

/**
 * SPEC §2: an unknown or failing slug (or id) counts as missing; the page then goes to /404. A
 * failed reload of an event already shown keeps showing it.
 */
export function useResolvedPublicEvent(ref: string): ResolvedPublicEvent {
  const { data, error, reload } = usePublicEvent(ref)
  if (ref && data) return { status: 'found', event: data, reload }
  if (!ref || error || data === null) return { status: 'missing' }
  return { status: 'loading' }
}
