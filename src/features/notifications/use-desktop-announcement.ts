import { useEffect } from 'react'
import { loadAnnouncedIds, rememberAnnouncedId } from './announced-ids'
import { DESKTOP_NOTIFICATION_MS, notificationToAnnounce, type Permission } from './desktop-announcement'
import { desktopTitle, notificationText } from './notification-text'
import type { NotificationRow } from './types'

// Also kept in memory: when storage is blocked, this page still announces each id once.
const announcedHere = new Set<string>()

function permission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

function show(row: NotificationRow) {
  try {
    // The tag makes a second tab announcing the same id replace it instead of stacking a copy.
    const notification = new Notification(desktopTitle(row.type), { body: notificationText(row), tag: row.id })
    setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS)
  } catch (error) {
    // Some mobile browsers allow notifications only through a service worker.
    console.error('Could not show a desktop notification', error)
  }
}

/** SPEC §4: announces the newest unread notification on the desktop, once per id. */
export function useDesktopAnnouncement(items: readonly NotificationRow[] | undefined): void {
  useEffect(() => {
    if (!items) return
    const announced = new Set([...loadAnnouncedIds(), ...announcedHere])
    const row = notificationToAnnounce(items, announced, permission())
    if (!row) return
    announcedHere.add(row.id)
    rememberAnnouncedId(row.id)
    show(row)
  }, [items])
}

/** Asks once, from a click (browsers ignore requests without a user gesture); never re-asks after a choice. */
export function requestDesktopPermission(): void {
  if (permission() !== 'default') return
  Notification.requestPermission().catch((error: unknown) => console.error('Notification permission', error))
}
