import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { EVENT_TABS, isEventTabActive } from '../event-tabs'

/** SPEC §2 top tab bar; the active tab carries aria-current="page". */
export function EventTabBar({ eventId }: { eventId: string }) {
  const { pathname } = useLocation()
  const root = paths.event(eventId)
  return (
    <nav aria-label="Event sections" className="border-b border-slate-200 dark:border-slate-800">
      <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3">
        {EVENT_TABS.map(({ label, tab }) => {
          const active = isEventTabActive(pathname, root, tab)
          return (
            <li key={label} className="shrink-0">
              <Link
                to={tab === null ? root : paths.eventTab(eventId, tab)}
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose-500 ${
                  active
                    ? 'border-rose-600 text-rose-700 dark:text-rose-400'
                    : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
                }`}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
