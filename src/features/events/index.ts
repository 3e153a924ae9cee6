/** The events feature's public surface for other features and routes. */
export { deleteEvent, useDeleteEvent } from './api/delete-event'
export { eventKey, getEvent, useEventByIdentifier, type LoadedEvent } from './api/get-event'
export { getMyEvents, myEventsKey, useMyEvents, type MyEvent } from './api/get-my-events'
export { getMyRole, myRoleKey, useMyRole } from './api/get-my-role'
export { EventGuard } from './components/event-guard'
export { eventCountdown } from './countdown'
export type { EventContextValue } from './event-context'
export { isEventId, parseEventIdentifier, type EventIdentifier } from './event-identifier'
export { eventDisplayTitle, eventName, UNNAMED_EVENT } from './event-name'
export { EventProvider } from './event-provider'
export { filterEvents, matchesEventSearch } from './event-search'
export { findEventByIdentifier } from './find-event'
export { publicEventUrl } from './public-url'
export type { EventNaming, EventRow, EventType } from './types'
export { useEvent } from './use-event'
export {
  normalizeSlugInput,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGES,
  slugFromName,
  validateSlug,
  type SlugCheck,
} from './slug-rules'
export { ModuleGate } from './components/module-gate'
export { isModuleOn, MODULE_OFF_MESSAGES, type EventModule } from './module-access'
