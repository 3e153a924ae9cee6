import type { KeyboardEvent } from 'react'
import { olderLabel, splitForMenu } from '../menu-items'
import type { NotificationRow } from '../types'
import { NotificationItem } from './notification-item'

interface NotificationsListProps {
  items: readonly NotificationRow[]
  onSelect: (notification: NotificationRow) => void
}

// Arrow keys move between items as in a menu; Tab still walks through them as in any dialog.
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const buttons = [...event.currentTarget.querySelectorAll('button')]
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1
  buttons[(next + buttons.length) % buttons.length]?.focus()
  event.preventDefault()
}

/** SPEC §2: at most 10 items, then how many older ones there are; 'No notifications' when empty. */
export function NotificationsList({ items, onSelect }: NotificationsListProps) {
  if (items.length === 0)
    return <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400">No notifications</p>
  const { shown, older } = splitForMenu(items)
  return (
    <div className="overflow-y-auto">
      <ul
        aria-label="Latest notifications"
        onKeyDown={moveFocus}
        className="divide-y divide-slate-100 dark:divide-slate-800"
      >
        {shown.map((item) => (
          <NotificationItem key={item.id} notification={item} onSelect={onSelect} />
        ))}
      </ul>
      {older > 0 && (
        <p className="border-t border-slate-200 px-4 py-2 text-center text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {olderLabel(older)}
        </p>
      )}
    </div>
  )
}
