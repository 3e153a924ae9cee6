import { DESKTOP_NOTIFICATION_MS } from './desktop-announcement'
import { desktopTitle, notificationText } from './notification-text'
import type { NotificationRow } from './types'

/** Shows one desktop notification; loaded only when one is due, so the texts stay off first routes. */
export function showDesktopNotification(row: NotificationRow): void {
  try {
    // The tag makes a second tab announcing the same id replace it instead of stacking a copy.
    const notification = new Notification(desktopTitle(row.type), { body: notificationText(row), tag: row.id })
    setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS)
  } catch (error) {
    // Some mobile browsers allow notifications only through a service worker.
    console.error('Could not show a desktop notification', error)
  }
}
