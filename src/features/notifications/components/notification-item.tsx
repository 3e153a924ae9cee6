import { notificationText } from '../notification-text'
import { relativeDateLabel } from '../relative-date-label'
import type { NotificationRow } from '../types'

interface NotificationItemProps {
  notification: NotificationRow
  onSelect: (notification: NotificationRow) => void
}

export function NotificationItem({ notification, onSelect }: NotificationItemProps) {
  const unread = !notification.read
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(notification)}
        className="flex w-full items-start gap-3 px-4 py-3 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-rose-600' : 'bg-transparent'}`}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          {/* The dot is visual only; screen readers hear the state in words. */}
          {unread && <span className="sr-only">Unread: </span>}
          <span className={unread ? 'font-semibold' : 'text-slate-600 dark:text-slate-300'}>
            {notificationText(notification)}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {relativeDateLabel(notification.created_at)}
          </span>
        </span>
      </button>
    </li>
  )
}
