import type { NotificationRow } from './types'

/** SPEC §9: the menu shows 10 items, then a count of the older ones. */
export const MENU_LIMIT = 10

export function splitForMenu<T>(items: readonly T[], limit = MENU_LIMIT): { shown: T[]; older: number } {
  return { shown: items.slice(0, limit), older: Math.max(0, items.length - limit) }
}

/** SPEC §2 text, verbatim. */
export function olderLabel(count: number): string {
  return `${count} older notification(s)`
}

export function unreadCount(items: readonly Pick<NotificationRow, 'read'>[]): number {
  return items.filter((item) => !item.read).length
}

/** The bell's accessible name: the visual badge alone says nothing to a screen reader. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'
}

/** The badge stays two characters wide; the accessible name carries the exact count. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread)
}
