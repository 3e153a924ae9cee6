import { useContext } from 'react'
import { EventContext, type EventContextValue } from './event-context'

/** The current event page's event; SPEC §8 names the error raised outside an EventProvider. */
export function useEvent(): EventContextValue {
  const value = useContext(EventContext)
  if (!value) throw new Error('useEvent must be used within an EventProvider')
  return value
}
