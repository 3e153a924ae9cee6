import { KIDS_TABLE_NAME, kidsAtKidsTable, seatsAtTables, type KidsPlan, type StoredKidsTable } from './kids-table'
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
  /** Keys of the people here whose seat is locked (ours too). */
  locked?: string[]
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
  /** People the saved plan does not place: the notice says where each one is on screen now. */
  added: PlanPerson[]
  /** People the plan seated who no longer come (declined or deleted), with their table's name. */
  left: { name: string; table: string }[]
  /** Names in the plan that match nobody. */
  unknown: { name: string; table: string }[]
}

export interface ReadPlan {
  tables: PlanTable[]
  kids: KidsPlan
  /** Keys of the people whose seat the organiser locked (Generate and Optimise keep them there). */
  locked: string[]
  changes: PlanChanges
}

const tableOrder = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b)

/**
 * The saved plan laid over today's people: keys first, then names for tables saved without keys
 * (each name takes the first unplaced person of that name, so homonyms fill in order). Kids are
 * placed at tables only when the organiser seats them with their parents; the others are at the
 * kids table. A plan saved before the kids table was kept reports no kid as new.
 */
export function readPlan(
  stored: StoredTables | null,
  people: readonly PlanPerson[],
  storedKids: StoredKidsTable = {},
): ReadPlan {
  const byKey = new Map(people.map((p) => [p.key, p]))
  const kidKeys = new Set(people.filter((p) => p.kid).map((p) => p.key))
  const withParents = new Set((storedKids.withParents ?? []).filter((key) => kidKeys.has(key)))
  const kids: KidsPlan = { name: storedKids.name?.trim() || KIDS_TABLE_NAME, withParents: [...withParents] }
  const seatable = (p: PlanPerson) => seatsAtTables(p, withParents)
  const placed = new Set<string>()
  const locked: string[] = []
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
        : people.find((p) => seatable(p) && !placed.has(p.key) && comparableName(p.name) === comparableName(name))
      if (person && seatable(person) && !placed.has(person.key)) {
        placed.add(person.key)
        table.people.push(person.key)
      } else if (!person && keys) changes.left.push({ name, table: table.name })
      else if (!person) changes.unknown.push({ name, table: table.name })
    })
    const lockedHere = Array.isArray(saved.locked) ? saved.locked : []
    locked.push(...table.people.filter((key) => lockedHere.includes(key)))
    tables.push(table)
  }

  const atKidsTable = kidsAtKidsTable(people, withParents)
  const recorded = new Set<string>()
  if (Array.isArray(storedKids.guests)) {
    const names = storedKids.guests
    const keys = storedKids.keys?.length === names.length ? storedKids.keys : undefined
    names.forEach((name, i) => {
      const person = keys
        ? byKey.get(keys[i])
        : atKidsTable.find((p) => !recorded.has(p.key) && comparableName(p.name) === comparableName(name))
      if (person) recorded.add(person.key)
      else (keys ? changes.left : changes.unknown).push({ name, table: kids.name })
    })
  }
  if (stored) {
    const kidsKept = Array.isArray(storedKids.guests)
    changes.added = people.filter((p) => (seatable(p) ? !placed.has(p.key) : kidsKept && !recorded.has(p.key)))
  }
  return { tables, kids, locked, changes }
}

/** The plan in the stored shape, tables renumbered 1…n in screen order, with their locked seats. */
export function writePlan(
  tables: readonly PlanTable[],
  people: readonly PlanPerson[],
  locked: readonly string[] = [],
): StoredTables {
  const byKey = new Map(people.map((p) => [p.key, p]))
  const isLocked = new Set(locked)
  const stored: StoredTables = {}
  tables.forEach((table, i) => {
    const seated = table.people.filter((key) => byKey.has(key))
    const lockedHere = seated.filter((key) => isLocked.has(key))
    stored[String(i + 1)] = {
      name: table.name,
      seats: table.seats,
      guests: seated.map((key) => (byKey.get(key) as PlanPerson).name),
      keys: seated,
      ...(lockedHere.length ? { locked: lockedHere } : {}),
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

/** Who should sit at a table and sits at none (adults, kids seated with their parents), in guest-list order. */
export function unseatedPeople(
  tables: readonly PlanTable[],
  people: readonly PlanPerson[],
  withParents: ReadonlySet<string> = new Set(),
): PlanPerson[] {
  const seated = new Set(tables.flatMap((t) => t.people))
  return people.filter((p) => seatsAtTables(p, withParents) && !seated.has(p.key))
}
