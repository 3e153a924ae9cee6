import type { Json } from '@kernel/generated/database.types'

/**
 * The event layer's isModuleOn rule (src/entities/event: a module is on unless its flag is exactly
 * false), repeated here: importing it would put the admin's event modules in the guest page's bundle.
 */
export function moduleOn(activation: Json | undefined, module: 'guests' | 'gifts' | 'photo-sharing'): boolean {
  if (activation === null || typeof activation !== 'object' || Array.isArray(activation)) return true
  return activation[module] !== false
}
