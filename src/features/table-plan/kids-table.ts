import type { Json } from '@kernel/generated/database.types'
import type { PlanPerson } from './people'

/** The name guests read when the organisers gave none: the guest pages are French (the database's default too). */
export const KIDS_TABLE_NAME = 'Table des enfants'

/**
 * table_plans.kids_table: the kids table as saved, which the public 'Trouver ma table' reads.
 * Kids sit there (SPEC §5) unless the organiser seats them with their parents: those sit at the
 * plan's tables, in their party, and are listed in `withParents` (by key) whether seated yet or not.
 */
export interface StoredKidsTable {
  name?: string
  /** The kids seated there by name, and the same kids by key in the same order (as tables keep them). */
  guests?: string[]
  keys?: string[]
  withParents?: string[]
}

/** The kids table on the screen. */
export interface KidsPlan {
  name: string
  /** Keys of the kids seated with their parents instead. */
  withParents: string[]
}

export const DEFAULT_KIDS: KidsPlan = { name: KIDS_TABLE_NAME, withParents: [] }

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : undefined

/** The stored column, defensively: what is malformed reads as absent. */
export function readKidsTable(value: Json | undefined): StoredKidsTable {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const stored: StoredKidsTable = {}
  if (typeof value.name === 'string') stored.name = value.name
  for (const field of ['guests', 'keys', 'withParents'] as const) {
    const list = strings(value[field])
    if (list) stored[field] = list
  }
  return stored
}

/** Whether a person takes a seat at the plan's tables: adults, and kids seated with their parents. */
export function seatsAtTables(person: PlanPerson, withParents: ReadonlySet<string>): boolean {
  return !person.kid || withParents.has(person.key)
}

/** The kids at the kids table, in guest-list order. */
export function kidsAtKidsTable(people: readonly PlanPerson[], withParents: ReadonlySet<string>): PlanPerson[] {
  return people.filter((p) => p.kid && !withParents.has(p.key))
}

export function writeKidsTable(kids: KidsPlan, people: readonly PlanPerson[]): StoredKidsTable {
  const withParents = new Set(kids.withParents)
  const seated = kidsAtKidsTable(people, withParents)
  return {
    name: kids.name,
    guests: seated.map((p) => p.name),
    keys: seated.map((p) => p.key),
    withParents: people.filter((p) => p.kid && withParents.has(p.key)).map((p) => p.key),
  }
}

/**
 * Where a kid seated with their parents goes: the table of the guest who brought them, else of
 * another adult of their party, else no table yet.
 */
export function parentsTable(
  kid: PlanPerson,
  people: readonly PlanPerson[],
  // The plan's tables (plan-model.ts's PlanTable), by the two fields read here: plan-model imports this file.
  tables: readonly { id: string; people: readonly string[] }[],
) {
  const party = people
    .filter((p) => p.guestId === kid.guestId && !p.kid)
    .sort((a, b) => Number(b.main) - Number(a.main))
  for (const adult of party) {
    const table = tables.find((t) => t.people.includes(adult.key))
    if (table) return table.id
  }
  return null
}
