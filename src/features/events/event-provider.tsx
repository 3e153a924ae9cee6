import { useMemo, type ReactNode } from 'react'
import { EventContext } from './event-context'
import type { EventRow } from './types'

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
