import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { isSettingsSectionActive, SETTINGS_SECTIONS } from '../settings-sections'

/** The settings side nav (a row on small screens); the shown section has aria-current="page". */
export function SettingsNav({ eventId }: { eventId: string }) {
  const { pathname } = useLocation()
  const root = paths.event(eventId)
  return (
    <nav aria-label="Settings sections" className="md:w-48 md:shrink-0">
      <ul className="flex gap-1 md:flex-col">
        {SETTINGS_SECTIONS.map(({ label, tab }) => {
          const active = isSettingsSectionActive(pathname, root, tab)
          return (
            <li key={tab}>
              <Link
                to={paths.eventTab(eventId, tab)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-rose-500 ${
                  active
                    ? 'bg-rose-50 text-rose-700 dark:bg-rose-950 dark:text-rose-300'
                    : 'text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800'
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
