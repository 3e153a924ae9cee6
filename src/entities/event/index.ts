/**
 * The event the admin works on, for every feature: its row and types, the current event of an
 * /admin/event/{id} page (EventGuard puts it in an EventProvider, useEvent reads it), the module
 * flags (ModuleGate), its cache keys and the reads several features share (one event, the user's
 * events). The rules on identifiers and slugs are pure: they live in the kernel
 * (@kernel/event-identifier, @kernel/slug-rules). Deleting an event is @/entities/event-deletion.
 */
export { getEvent, useEventByIdentifier, type LoadedEvent } from './api/get-event'
export { getMyEvents, useMyEvents, type MyEvent } from './api/get-my-events'
export { eventKeys } from './api/keys'
export { EventGuard } from './components/event-guard'
export { ModuleGate } from './components/module-gate'
export { EventProvider, useEvent, type EventContextValue } from './event-context'
export { eventDisplayTitle, eventName, filterEvents, matchesEventSearch, UNNAMED_EVENT } from './event-naming'
export { isModuleOn, MODULE_OFF_MESSAGES, type EventModule } from './module-access'
export { publicEventUrl } from './public-event-url'
export type { EventNaming, EventRow, EventType } from './types'
