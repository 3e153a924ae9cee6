import type { RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { PopoverDialog } from '@/components/ui/popover-dialog'
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read'
import { useMarkNotificationRead } from '../api/mark-notification-read'
import type { NotificationRow } from '../types'
import { NotificationsBody } from './notifications-body'

interface NotificationsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  bellRef: RefObject<HTMLButtonElement | null>
  items: readonly NotificationRow[] | undefined
  unread: number
  /** Whose notifications, and which event's (null: all of them), for "mark as read". */
  userId: string
  eventId: string | null
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** After a click on a notification, which this panel has marked read. */
  onSelect: (notification: NotificationRow) => void
}

const logFailure = (error: unknown) => console.error('Could not mark notifications read', error)

/**
 * The opened menu: its own chunk, so Radix, date-fns and the "mark as read" writes stay off the
 * admin's first route.
 */
export function NotificationsPanel({
  open,
  onOpenChange,
  bellRef,
  unread,
  userId,
  eventId,
  onSelect,
  ...body
}: NotificationsPanelProps) {
  const markRead = useMarkNotificationRead()
  const markAllRead = useMarkAllNotificationsRead()
  const select = (notification: NotificationRow) => {
    if (!notification.read) markRead(userId, notification.id).catch(logFailure)
    onSelect(notification)
  }
  return (
    <PopoverDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={bellRef}
      title="Notifications"
      actions={
        <Button
          variant="ghost"
          className="px-2 py-1 text-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          // aria-disabled, not disabled: a focused button that turns disabled drops focus out of the dialog.
          aria-disabled={unread === 0}
          onClick={() => {
            if (unread > 0) markAllRead(userId, eventId).catch(logFailure)
          }}
        >
          Mark all as read
        </Button>
      }
    >
      <NotificationsBody {...body} onSelect={select} />
    </PopoverDialog>
  )
}
