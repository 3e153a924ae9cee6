import { Suspense } from 'react'
import { Outlet, useParams } from 'react-router-dom'
import { EventGuard } from '@/entities/event'
import { EventFrame } from '@/features/layout/components/event-frame'
import { EventFrameSkeleton } from '@/features/layout/components/event-frame-skeleton'

/** /admin/event/{eventId}: the event guard, then the tab bar over the module screen. */
export function EventLayout() {
  const { eventId = '' } = useParams()
  return (
    <EventGuard identifier={eventId} fallback={<EventFrameSkeleton />}>
      <EventFrame eventId={eventId}>
        {/* The module screens load lazily: only this area waits, the header and its focus stay. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </EventFrame>
    </EventGuard>
  )
}
