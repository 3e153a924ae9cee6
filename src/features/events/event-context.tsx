import { createContext } from 'react'
import type { EventRow } from './types'

export interface EventContextValue {
  /** The event of the current /admin/event/{eventId} page, loaded and checked by the event guard. */
  event: EventRow
  /** Re-reads the event (after a settings change, say). */
  revalidate: () => Promise<unknown>
}

export const EventContext = createContext<EventContextValue | null>(null)
