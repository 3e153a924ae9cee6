import type { Json } from '@kernel/generated/database.types'

/** SPEC §3 moduleActivation keys: the modules an event can switch off. */
export type EventModule = 'guests' | 'todos' | 'gifts' | 'photo-sharing'

/** SPEC §2: the sentence a module screen shows instead of itself when its module is off. */
export const MODULE_OFF_MESSAGES: Record<EventModule, string> = {
  todos: 'This event does not have the todos module activated',
  guests: 'This event does not have the guests module activated',
  gifts: 'This event does not have the gifts module activated',
  'photo-sharing': 'This event does not have the photo sharing module activated',
}

/** A module is on unless its flag is exactly false (the column's default has all four true). */
export function isModuleOn(activation: Json | undefined, module: EventModule): boolean {
  if (activation === null || typeof activation !== 'object' || Array.isArray(activation)) return true
  return activation[module] !== false
}
