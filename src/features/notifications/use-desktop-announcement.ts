import { useEffect } from 'react'
import { loadAnnouncedIds, rememberAnnouncedId } from './announced-ids'
import { notificationToAnnounce, type Permission } from './desktop-announcement'
import type { NotificationRow } from './types'

// Also kept in memory: when storage is blocked, this page still announces each id once.
const announcedHere = new Set<string>()

function permission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
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
    import('./show-desktop-notification')
      .then((m) => m.showDesktopNotification(row))
      .catch((error: unknown) => console.error('Could not show a desktop notification', error))
  }, [items])
}

/** Asks once, from a click (browsers ignore requests without a user gesture); never re-asks after a choice. */
export function requestDesktopPermission(): void {
  if (permission() !== 'default') return
  Notification.requestPermission().catch((error: unknown) => console.error('Notification permission', error))
}
