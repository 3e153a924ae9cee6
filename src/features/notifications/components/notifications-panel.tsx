import type { RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { PopoverDialog } from '@/components/ui/popover-dialog'
import type { NotificationRow } from '../types'
import { NotificationsBody } from './notifications-body'

interface NotificationsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  bellRef: RefObject<HTMLButtonElement | null>
  items: readonly NotificationRow[] | undefined
  unread: number
  loading: boolean
  failed: boolean
  onRetry: () => void
  onMarkAllRead: () => void
  onSelect: (notification: NotificationRow) => void
}

/** The opened menu: its own chunk, so Radix and date-fns stay off the admin's first route. */
export function NotificationsPanel({
  open,
  onOpenChange,
  bellRef,
  unread,
  onMarkAllRead,
  ...body
}: NotificationsPanelProps) {
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
            if (unread > 0) onMarkAllRead()
          }}
        >
          Mark all as read
        </Button>
      }
    >
      <NotificationsBody {...body} />
    </PopoverDialog>
  )
}
