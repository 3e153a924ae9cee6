import { useRef } from 'react'
import { Link } from 'react-router-dom'
import { Button, buttonStyles } from '@/components/ui/button'
import { PlusIcon } from '@/components/ui/icons'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/paths'
import { filterEvents, type EventRow } from '@/entities/event'
import { EventSwitcherList } from './event-switcher-list'

/** The switcher's content: search box, matching events (or the empty state) and the footer action. */
export function EventSwitcherPanel({
  events,
  failed,
  query,
  onQueryChange,
  currentId,
  onChoose,
  onCreate,
}: {
  events: EventRow[] | undefined
  failed: boolean
  query: string
  onQueryChange: (query: string) => void
  currentId: string | undefined
  onChoose: (eventId: string) => void
  onCreate: () => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const matches = filterEvents(events ?? [], query)
  return (
    <>
      <SearchInput
        ref={inputRef}
        label="Search event"
        placeholder="Search event..."
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <div className="mt-2">
        {failed ? (
          <p role="alert" className="px-2 py-4 text-sm text-slate-700 dark:text-slate-200">
            Could not load your events.
          </p>
        ) : !events ? (
          <div role="status" aria-label="Loading events" className="flex flex-col gap-2 p-1">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : matches.length > 0 ? (
          <EventSwitcherList events={matches} currentId={currentId} onChoose={onChoose} />
        ) : (
          <div role="status" className="px-2 py-6 text-center">
            <p className="font-medium">No Event Found</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Your search did not match any events.</p>
          </div>
        )}
      </div>
      <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
        {matches.length > 0 ? (
          <Link to={paths.adminNew()} onClick={onCreate} className={buttonStyles('ghost', 'w-full justify-start')}>
            <PlusIcon />
            Create event
          </Link>
        ) : (
          <Button
            variant="ghost"
            className="w-full justify-start"
            onClick={() => {
              onQueryChange('')
              inputRef.current?.focus()
            }}
          >
            Clear filter
          </Button>
        )}
      </div>
    </>
  )
}
