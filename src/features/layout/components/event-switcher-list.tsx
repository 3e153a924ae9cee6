import { CheckIcon } from '@/components/ui/icons'
import { eventName, type EventRow } from '@/entities/event'

/** SPEC §2/§9: the switcher's list scrolls past about 15rem; the current event has a check mark. */
export function EventSwitcherList({
  events,
  currentId,
  onChoose,
}: {
  events: EventRow[]
  currentId: string | undefined
  onChoose: (eventId: string) => void
}) {
  return (
    <ul aria-label="Events" className="max-h-60 overflow-y-auto">
      {events.map((event) => {
        const current = event.id === currentId
        return (
          <li key={event.id}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              onClick={() => onChoose(event.id)}
              className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-500 dark:hover:bg-slate-800"
            >
              <CheckIcon className={current ? 'shrink-0 text-rose-600' : 'invisible shrink-0'} />
              <span className="truncate">{eventName(event)}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
