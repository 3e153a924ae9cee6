/**
 * Deleting an event with its files, which the settings' Delete card and the dashboard's menu both
 * offer. A slice apart from @/entities/event: everything a slice's index.ts re-exports loads with
 * it, and this one's storage code should load only where a delete is offered.
 */
export { deleteEvent, useDeleteEvent } from './api/delete-event'
