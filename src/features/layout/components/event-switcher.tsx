import { lazy, Suspense, useRef, useState } from 'react'
import { useMatch, useNavigate } from 'react-router-dom'
import { ChevronsUpDownIcon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { paths, routes } from '@/lib/paths'
import { eventName, useMyEvents } from '@/entities/event'
import { findEventByIdentifier } from '@kernel/event-identifier'

// The popover (and Radix with it, ~14 KB gzip) loads on first hover, focus or open, keeping it
// off the admin's first route.
const loadPopover = () => import('./event-switcher-popover')
const EventSwitcherPopover = lazy(() => loadPopover().then((m) => ({ default: m.EventSwitcherPopover })))

/**
 * SPEC §2 event switcher: the header breadcrumb names the current event (the route's id or slug);
 * opening it searches the user's events and choosing one opens it.
 */
export function EventSwitcher({ userId }: { userId: string | null }) {
  const identifier = useMatch({ path: routes.event, end: false })?.params.eventId
  const { data: events, error, isLoading } = useMyEvents(userId)
  const current = identifier && events ? findEventByIdentifier(events, identifier) : undefined
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  const preload = () => void loadPopover()

  return (
    <div className="relative min-w-0">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        className="flex max-w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 dark:hover:bg-slate-800"
      >
        <span className="sr-only">Switch event: </span>
        {identifier && isLoading ? (
          <Skeleton className="h-4 w-28" />
        ) : (
          <span className="truncate">{current ? eventName(current) : 'Select event'}</span>
        )}
        <ChevronsUpDownIcon className="shrink-0 text-slate-500" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <EventSwitcherPopover
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            events={events}
            failed={Boolean(error) && !events}
            currentId={current?.id}
            onChoose={(id) => {
              setOpen(false)
              navigate(paths.event(id))
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
