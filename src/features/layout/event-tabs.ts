import { isPathAtOrBelow, isSamePath, type EventTab } from '@/lib/paths'

export interface EventTabEntry {
  label: string
  /** Path under /admin/event/{eventId}/; null for the overview at the event's root. */
  tab: EventTab | null
}

/** SPEC §2: the nine entries of the event tab bar, in order. */
export const EVENT_TABS: readonly EventTabEntry[] = [
  { label: 'Overview', tab: null },
  { label: 'Todos', tab: 'todos' },
  { label: 'Guests', tab: 'guests' },
  { label: 'Gifts', tab: 'gifts' },
  { label: 'Website', tab: 'website' },
  { label: 'Table plan', tab: 'table-plan' },
  { label: 'Shared photos', tab: 'shared-photos' },
  { label: 'Activity', tab: 'activity' },
  { label: 'Settings', tab: 'settings' },
]

/**
 * SPEC §2: Overview is active only on an exact match of the event's root (with or without the
 * trailing slash); every other tab on a prefix match, whole path segments only.
 */
export function isEventTabActive(pathname: string, eventRoot: string, tab: EventTab | null): boolean {
  if (tab === null) return isSamePath(pathname, eventRoot)
  return isPathAtOrBelow(pathname, `${eventRoot.replace(/\/+$/, '')}/${tab}`)
}

/** SPEC §2: the website editor uses the full width, every other screen a centred container. */
export function isFullWidthScreen(pathname: string, eventRoot: string): boolean {
  return isEventTabActive(pathname, eventRoot, 'website')
}
