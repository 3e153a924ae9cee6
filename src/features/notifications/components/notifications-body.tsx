import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import type { NotificationRow } from '../types'
import { NotificationsList } from './notifications-list'

interface NotificationsBodyProps {
  items: readonly NotificationRow[] | undefined
  loading: boolean
  failed: boolean
  onRetry: () => void
  onSelect: (notification: NotificationRow) => void
}

/** The menu's loading, error, empty and list states. */
export function NotificationsBody({ items, loading, failed, onRetry, onSelect }: NotificationsBodyProps) {
  if (failed)
    return (
      <div className="px-4 py-6">
        <LoadError compact onRetry={onRetry}>
          Could not load notifications.
        </LoadError>
      </div>
    )
  if (loading || !items)
    return (
      <div aria-busy="true" className="flex flex-col gap-3 px-4 py-4">
        <span className="sr-only">Loading notifications</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-10" />
        ))}
      </div>
    )
  return <NotificationsList items={items} onSelect={onSelect} />
}
