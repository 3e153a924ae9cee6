import type { Json } from '@kernel/generated/database.types'

/** SPEC §3 moduleActivation: the modules an event can switch off, in the settings' order. */
export const MODULES = [
  { key: 'guests', label: 'Guests' },
  { key: 'todos', label: 'Todos' },
  { key: 'gifts', label: 'Gifts' },
  { key: 'photo-sharing', label: 'Photo sharing' },
] as const

export type ModuleKey = (typeof MODULES)[number]['key']
export type ModuleFlags = Record<ModuleKey, boolean>

const asObject = (value: Json): Record<string, Json | undefined> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}

/** Every module is on unless its flag says false (the column's default has all four true). */
export function readModuleFlags(activation: Json): ModuleFlags {
  const stored = asObject(activation)
  return Object.fromEntries(MODULES.map(({ key }) => [key, stored[key] !== false])) as ModuleFlags
}

/** The column with one module switched, keeping any other keys it holds. */
export function withModuleFlag(activation: Json, key: ModuleKey, on: boolean): { [key: string]: Json | undefined } {
  return { ...asObject(activation), ...readModuleFlags(activation), [key]: on }
}
