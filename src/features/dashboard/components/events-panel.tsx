import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/entities/session'
import { filterEvents, useMyEvents } from '@/entities/event'
import { EventRowItem } from './event-row-item'

/** SPEC §2 right column: the user's events filtered by the search box. */
export function EventsPanel({ userId, query }: { userId: string | null; query: string }) {
  const { data, error, mutate } = useMyEvents(userId)
  const { isAdmin } = useSession()
  const events = filterEvents(data ?? [], query)
  return (
    <section aria-labelledby="events-title">
      <h2 id="events-title" className="text-lg font-semibold">
        Events
      </h2>
      <div className="mt-4">
        {data === undefined && error ? (
          <LoadError compact onRetry={() => void mutate()}>
            Could not load your events.
          </LoadError>
        ) : data === undefined ? (
          <div role="status" aria-label="Loading events" className="flex flex-col gap-3">
            <Skeleton className="h-18" />
            <Skeleton className="h-18" />
          </div>
        ) : events.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No events found.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {events.map((event) => (
              <EventRowItem
                key={event.id}
                event={event}
                showMenu={userId !== null}
                canDelete={isAdmin || event.myRole === 'owner'}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
