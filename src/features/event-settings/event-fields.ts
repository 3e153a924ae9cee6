import type { TablesUpdate } from '@kernel/generated/database.types'

/** The settings fields that save on their own, each with its SPEC §8 toasts. */
export type EventField = 'name' | 'slug' | 'type' | 'date' | 'location' | 'spouses' | 'person' | 'modules'

export type EventPatch = TablesUpdate<'events'>

export interface FieldSave {
  field: EventField
  patch: EventPatch
}

/** SPEC §8 Event settings: '<thing> updated' on success, 'Error saving <thing>' otherwise. */
export const FIELD_MESSAGES: Record<EventField, { success: string; failure: string }> = {
  name: { success: 'Name updated', failure: 'Error saving name' },
  slug: { success: 'Slug updated', failure: 'Error saving slug' },
  type: { success: 'Type updated', failure: 'Error saving type' },
  date: { success: 'Date updated', failure: 'Error saving date' },
  location: { success: 'Location updated', failure: 'Error saving location' },
  spouses: { success: 'Spouses updated', failure: 'Error saving spouses' },
  person: { success: 'Person updated', failure: 'Error saving person' },
  modules: { success: 'Modules updated', failure: 'Error saving modules' },
}
