import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { EventRow } from './types'

export interface EventContextValue {
  /** The event of the current /admin/event/{eventId} page, loaded and checked by the event guard. */
  event: EventRow
  /** Re-reads the event (after a settings change, say). */
  revalidate: () => Promise<unknown>
}

const EventContext = createContext<EventContextValue | null>(null)

export function EventProvider({
  event,
  revalidate,
  children,
}: {
  event: EventRow
  revalidate: () => Promise<unknown>
  children: ReactNode
}) {
  // Stable while the event is unchanged, so screens reading it do not re-render on every parent render.
  const value = useMemo(() => ({ event, revalidate }), [event, revalidate])
  return <EventContext value={value}>{children}</EventContext>
}

/** The current event page's event; SPEC §8 names the error raised outside an EventProvider. */
export function useEvent(): EventContextValue {
  const value = useContext(EventContext)
  if (!value) throw new Error('useEvent must be used within an EventProvider')
  return value
}
