/**
 * The event settings feature's public surface for other features: deleting an event, which the
 * dashboard offers too. Its screens are composed by the routes.
 */
export { deleteEvent, useDeleteEvent } from './api/delete-event'
