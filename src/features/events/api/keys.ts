import { keyStartsWith } from '../../../lib/data/query-keys'
import type { EventRow } from '../types'

const isEventRead = keyStartsWith('events', 'one')

/** A key filter for the cached reads of one event (eventKey), under its id or its slug in any case. */
export function isReadOfEvent(event: Pick<EventRow, 'id' | 'slug'>) {
  const id = event.id.toLowerCase()
  const slug = event.slug?.toLowerCase()
  return (key: unknown): boolean => {
    if (!isEventRead(key)) return false
    const identifier = String((key as unknown[])[2]).toLowerCase()
    return identifier === id || (slug !== undefined && identifier === slug)
  }
}
