import { comparableName, type PlanPerson } from './people'

/** SPEC §3 table_plans.tables: table number → {guests: names, name, seats}; `keys` is ours, see below. */
export interface StoredTable {
  name: string
  seats: number
  guests: string[]
  /**
   * The same people as `guests`, by key: names alone cannot tell two guests called alike apart, nor
   * follow a renamed guest. Plans saved without keys (older ones, the seed) are read by name.
   */
  keys?: string[]
}
export type StoredTables = Record<string, StoredTable>

export interface PlanTable {
  id: string
  name: string
  seats: number
  /** Keys of the people seated here, in order. */
  people: string[]
}

export const DEFAULT_SEATS = 8

/** What changed in the guest list since the plan was saved (issue: shown, never silently applied). */
export interface PlanChanges {
  /** People not in the saved plan: now unseated. */
  added: PlanPerson[]
  /** People the plan seated who no longer come (declined or deleted), with their table's name. */
  left: { name: string; table: string }[]
  /** Names in the plan that match nobody. */
  unknown: { name: string; table: string }[]
}

const tableOrder = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b)

/**
 * The saved plan laid over today's people: keys first, then names for tables saved without keys
 * (each name takes the first unplaced adult of that name, so homonyms fill in order). Kids are
 * never placed at tables; they stay at the kids table.
 */
export function readPlan(
  stored: StoredTables | null,
  people: readonly PlanPerson[],
): { tables: PlanTable[]; changes: PlanChanges } {
  const byKey = new Map(people.map((p) => [p.key, p]))
  const placed = new Set<string>()
  const changes: PlanChanges = { added: [], left: [], unknown: [] }
  const tables: PlanTable[] = []
  for (const id of Object.keys(stored ?? {}).sort(tableOrder)) {
    const saved = (stored as StoredTables)[id]
    const table: PlanTable = { id, name: saved.name || `Table ${id}`, seats: saved.seats || DEFAULT_SEATS, people: [] }
    const names = Array.isArray(saved.guests) ? saved.guests : []
    const keys = Array.isArray(saved.keys) && saved.keys.length === names.length ? saved.keys : undefined
    names.forEach((name, i) => {
      const person = keys
        ? byKey.get(keys[i])
        : people.find((p) => !p.kid && !placed.has(p.key) && comparableName(p.name) === comparableName(name))
      if (person && !person.kid && !placed.has(person.key)) {
        placed.add(person.key)
        table.people.push(person.key)
      } else if (!person && keys) changes.left.push({ name, table: table.name })
      else if (!person) changes.unknown.push({ name, table: table.name })
    })
    tables.push(table)
  }
  if (stored) changes.added = people.filter((p) => !p.kid && !placed.has(p.key))
  return { tables, changes }
}

/** The plan in the stored shape, tables renumbered 1…n in screen order. */
export function writePlan(tables: readonly PlanTable[], people: readonly PlanPerson[]): StoredTables {
  const byKey = new Map(people.map((p) => [p.key, p]))
  const stored: StoredTables = {}
  tables.forEach((table, i) => {
    const seated = table.people.filter((key) => byKey.has(key))
    stored[String(i + 1)] = {
      name: table.name,
      seats: table.seats,
      guests: seated.map((key) => (byKey.get(key) as PlanPerson).name),
      keys: seated,
    }
  })
  return stored
}

export function seatedCount(table: PlanTable): number {
  return table.people.length
}

/** SPEC §5: red when over capacity, green when full. */
export function capacityState(table: PlanTable): 'over' | 'full' | 'open' {
  const count = seatedCount(table)
  return count > table.seats ? 'over' : count === table.seats ? 'full' : 'open'
}

/** The adults not seated at any table, in guest-list order. */
export function unseatedPeople(tables: readonly PlanTable[], people: readonly PlanPerson[]): PlanPerson[] {
  const seated = new Set(tables.flatMap((t) => t.people))
  return people.filter((p) => !p.kid && !seated.has(p.key))
}
