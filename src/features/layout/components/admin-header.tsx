import type { ReactNode } from 'react'
import { Link, useMatch } from 'react-router-dom'
import { paths, routes } from '@/lib/paths'
import { EventSwitcher } from './event-switcher'

/**
 * SPEC §2 admin header: the product link and the event switcher as a breadcrumb, the users link
 * for global admins, then the widgets the route passes in (notifications, theme, avatar menu).
 */
export function AdminHeader({
  userId,
  showUsersLink,
  children,
}: {
  userId: string | null
  showUsersLink: boolean
  children: ReactNode
}) {
  const onUsers = useMatch(routes.adminUsers) !== null
  return (
    <header className="relative z-30 border-b border-slate-200 dark:border-slate-800">
      <div className="flex items-center gap-2 px-4 py-2">
        <nav aria-label="Breadcrumb" className="flex min-w-0 items-center gap-1">
          <Link
            to={paths.admin()}
            className="rounded-md px-2 py-1.5 font-semibold focus-visible:outline-2 focus-visible:outline-rose-500"
          >
            Eventail
          </Link>
          <span aria-hidden="true" className="text-slate-400">
            /
          </span>
          <EventSwitcher userId={userId} />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {showUsersLink && (
            <Link
              to={paths.adminUsers()}
              aria-current={onUsers ? 'page' : undefined}
              className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-rose-500 aria-[current=page]:text-rose-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-rose-400"
            >
              Users
            </Link>
          )}
          {children}
        </div>
      </div>
    </header>
  )
}
