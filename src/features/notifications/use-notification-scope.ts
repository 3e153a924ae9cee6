import { useMatch } from 'react-router-dom'
import { routes } from '@/lib/paths'
import { findEventByIdentifier, isEventId } from '@kernel/event-identifier'
import { useMyEvents } from '@/entities/event'

/**
 * The event the menu is scoped to: the route's event on its pages, else null (all events).
 * Admin URLs may name the event by slug; the user's events (already cached for the event
 * switcher) turn it into the id the notifications carry.
 */
export function useNotificationScope(userId: string | null): string | null {
  const identifier = useMatch({ path: routes.event, end: false })?.params.eventId
  const bySlug = identifier !== undefined && !isEventId(identifier)
  const { data: events } = useMyEvents(bySlug ? userId : null)
  if (!identifier) return null
  if (!bySlug) return identifier.toLowerCase()
  return (events && findEventByIdentifier(events, identifier)?.id) ?? null
}
