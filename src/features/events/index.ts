/** The events feature's public surface: other features and routes import events from here only. */
export { getEvent, useEventByIdentifier, type LoadedEvent } from './api/get-event'
export { getMyEvents, useMyEvents, type MyEvent } from './api/get-my-events'
export { getMyRole, useMyRole } from './api/get-my-role'
export { eventKeys } from './api/keys'
export { EventGuard } from './components/event-guard'
export { ModuleGate } from './components/module-gate'
export { eventCountdown } from './countdown'
export { EventProvider, useEvent, type EventContextValue } from './event-context'
export {
  findEventByIdentifier,
  isEventId,
  parseEventIdentifier,
  publicEventUrl,
  type EventIdentifier,
} from './event-identifier'
export { eventDisplayTitle, eventName, filterEvents, matchesEventSearch, UNNAMED_EVENT } from './event-naming'
export { isModuleOn, MODULE_OFF_MESSAGES, type EventModule } from './module-access'
export {
  normalizeSlugInput,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGES,
  slugFromName,
  validateSlug,
  type SlugCheck,
} from './slug-rules'
export type { EventNaming, EventRow, EventType } from './types'
