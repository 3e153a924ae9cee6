import { lazy, Suspense, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSession } from '@/entities/session'
import { useNotifications, useNotificationsRealtime } from '../api/get-notifications'
import { unreadCount } from '../menu-items'
import { notificationTarget } from '../notification-target'
import type { NotificationRow } from '../types'
import { requestDesktopPermission, useDesktopAnnouncement } from '../use-desktop-announcement'
import { useNotificationScope } from '../use-notification-scope'
import { BellButton } from './bell-button'

// Loaded on first hover, focus or click of the bell: the badge, live updates and desktop
// notifications work without it.
const loadPanel = () => import('./notifications-panel')
const NotificationsPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPanel })))

/**
 * SPEC §2 notifications menu. On an event's pages it lists and clears that event's notifications
 * (SPEC §4 'all unread of that user for the event'); elsewhere in the admin, all of the user's.
 */
export function NotificationsMenu() {
  const { userId } = useSession()
  const eventId = useNotificationScope(userId)
  const { data, error, isLoading, mutate } = useNotifications(userId, eventId)
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const bellRef = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  useNotificationsRealtime(userId)
  useDesktopAnnouncement(data)

  if (!userId) return null
  const unread = unreadCount(data ?? [])
  const preload = () => void loadPanel()

  const select = (notification: NotificationRow) => {
    setOpen(false)
    const target = notificationTarget(notification)
    if (target) navigate(target)
  }

  return (
    <div className="relative">
      <BellButton
        ref={bellRef}
        unread={unread}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          requestDesktopPermission()
          setMounted(true)
          setOpen(true)
        }}
      />
      {mounted && (
        <Suspense fallback={null}>
          <NotificationsPanel
            open={open}
            onOpenChange={setOpen}
            bellRef={bellRef}
            items={data}
            unread={unread}
            loading={isLoading}
            failed={Boolean(error) && !data}
            onRetry={() => void mutate()}
            userId={userId}
            eventId={eventId}
            onSelect={select}
          />
        </Suspense>
      )}
    </div>
  )
}
