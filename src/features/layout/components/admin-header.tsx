import type { ReactNode } from 'react'
import { Link, useMatch } from 'react-router-dom'
import { paths, routes } from '@/lib/paths'
import { EventSwitcher } from './event-switcher'

/**
 * SPEC §2 admin header: the product link and the event switcher as a breadcrumb, the users link
 * for global admins, then the widgets the route passes in (notifications, theme, avatar menu).
 * On a phone the event's name gets a line of its own under the product and the widgets (on one
 * line it was cut to two letters, issue 29): the breadcrumb's items join the header's grid there.
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
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-4 py-2 sm:flex">
        <nav aria-label="Breadcrumb" className="contents min-w-0 items-center gap-1 sm:flex">
          <Link
            to={paths.admin()}
            className="rounded-md px-2 py-1.5 font-semibold focus-visible:outline-2 focus-visible:outline-rose-500"
          >
            Eventail
          </Link>
          <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
            /
          </span>
          <div className="order-last col-span-2 min-w-0 sm:order-none">
            <EventSwitcher userId={userId} />
          </div>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 justify-self-end">
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
