import { usePublicEvent } from './api/get-public-event'
import type { PublicEvent } from './types'

export type ResolvedPublicEvent =
  { status: 'loading' } | { status: 'missing' } | { status: 'found'; event: PublicEvent }

/** SPEC §2: an unknown or failing slug (or id) counts as missing; the page then goes to /404. */
export function useResolvedPublicEvent(ref: string): ResolvedPublicEvent {
  const { data, error } = usePublicEvent(ref)
  if (!ref || error || data === null) return { status: 'missing' }
  if (data === undefined) return { status: 'loading' }
  return { status: 'found', event: data }
}
