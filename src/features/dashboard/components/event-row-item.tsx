import { Link } from 'react-router-dom'
import { ExternalLinkIcon } from '@/components/ui/icons'
import { formatEventDate } from '@/lib/dates'
import { paths } from '@/lib/paths'
import { eventName, publicEventUrl, type EventRow } from '@/entities/event'
import { EventRowMenu } from './event-row-menu'

/**
 * One event of the dashboard list. The name link covers the whole row (SPEC §2: clicking the row
 * opens the event) while the public link and the menu sit above it, so no control nests another.
 */
export function EventRowItem({
  event,
  showMenu,
  canDelete,
}: {
  event: EventRow
  showMenu: boolean
  /** Owners and global admins only (SPEC §6); the database refuses everyone else anyway. */
  canDelete: boolean
}) {
  const name = eventName(event)
  const details = [formatEventDate(event.date), event.location].filter(Boolean).join(' · ')
  return (
    <li className="relative flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 focus-within:border-rose-400 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900">
      <div className="min-w-0 flex-1">
        <Link
          to={paths.event(event.id)}
          className="block truncate font-medium after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {name}
        </Link>
        {details && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{details}</p>}
      </div>
      <a
        href={publicEventUrl(event)}
        target="_blank"
        rel="noreferrer"
        aria-label={`Open the public page of ${name}`}
        className="relative z-10 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ExternalLinkIcon />
      </a>
      {showMenu && (
        <div className="relative z-10">
          <EventRowMenu event={event} name={name} canDelete={canDelete} />
        </div>
      )}
    </li>
  )
}
