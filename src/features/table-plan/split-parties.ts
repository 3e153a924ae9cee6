import { seatsAtTables } from './kids-table'
import type { PlanPerson } from './people'

/**
 * The guests whose party (the guest, their adult plus-ones and the kids seated with them) is not
 * at one table.
 */
export function splitParties(
  seats: Record<string, string[]>,
  people: readonly PlanPerson[],
  withParents: ReadonlySet<string> = new Set(),
): string[] {
  const tableOf = new Map<string, string>()
  for (const [table, keys] of Object.entries(seats)) for (const key of keys) tableOf.set(key, table)
  const tables = new Map<string, Set<string | undefined>>()
  for (const p of people) {
    if (!seatsAtTables(p, withParents)) continue
    const set = tables.get(p.guestId) ?? new Set()
    set.add(tableOf.get(p.key))
    tables.set(p.guestId, set)
  }
  return people.filter((p) => p.main && (tables.get(p.guestId)?.size ?? 0) > 1).map((p) => p.name)
}

/** SPEC §8: the warning when groups could not be seated together. */
export const splitWarning = (names: string[]) => `Some groups could not be seated together: ${names.join(', ')}.`
