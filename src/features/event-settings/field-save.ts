import { FIELD_MESSAGES, type EventField, type EventPatch, type FieldSave } from './event-fields'

export interface SaveNotices {
  success: (message: string) => void
  error: (message: string) => void
}

/**
 * Saves each changed field with its own update and its own toast (SPEC §8), one after the other
 * so the toasts read in form order. A failed field does not stop the others. Returns the fields
 * that saved.
 */
export async function runFieldSaves(
  saves: readonly FieldSave[],
  update: (patch: EventPatch) => Promise<void>,
  notify: SaveNotices,
): Promise<EventField[]> {
  const saved: EventField[] = []
  for (const { field, patch } of saves) {
    try {
      await update(patch)
      saved.push(field)
      notify.success(FIELD_MESSAGES[field].success)
    } catch (error) {
      console.error(`Saving the event's ${field} failed`, error)
      notify.error(FIELD_MESSAGES[field].failure)
    }
  }
  return saved
}
