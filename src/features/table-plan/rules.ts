import type { Json } from '@kernel/generated/database.types'
import { seatsAtTables } from './kids-table'
import type { PlanPerson } from './people'
import type { ApartPair, SeatingInput, TogetherPair } from './seating/types'

/** Organisers' seating wishes, stored with the plan (table_plans.rules). */
export interface TogetherRule {
  keys: string[]
  /** 1–100: how much it matters; the optimiser maximises the sum over pairs seated together. */
  weight: number
}
export interface ApartRule {
  keys: string[]
}
export interface SeatingRules {
  together: TogetherRule[]
  apart: ApartRule[]
}

export const DEFAULT_WEIGHT = 10
export const NO_RULES: SeatingRules = { together: [], apart: [] }

const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : []

/** The stored column, defensively: anything malformed reads as no rule. */
export function readRules(value: Json | undefined): SeatingRules {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_RULES
  const list = (kind: 'together' | 'apart') => (Array.isArray(value[kind]) ? (value[kind] as Json[]) : [])
  return {
    together: list('together').flatMap((rule) => {
      const r = rule as { keys?: unknown; weight?: unknown }
      const keys = keysOf(r.keys)
      const weight = typeof r.weight === 'number' ? r.weight : DEFAULT_WEIGHT
      return keys.length >= 2 ? [{ keys, weight }] : []
    }),
    apart: list('apart').flatMap((rule) => {
      const keys = keysOf((rule as { keys?: unknown }).keys)
      return keys.length >= 2 ? [{ keys }] : []
    }),
  }
}

/** Every pair of a list: a rule on three people binds each two of them. */
function pairs(keys: readonly string[]): [string, string][] {
  const out: [string, string][] = []
  for (let i = 0; i < keys.length; i++) for (let j = i + 1; j < keys.length; j++) out.push([keys[i], keys[j]])
  return out
}

/**
 * The seating's input: the adults in parties by guest (kids have their own table, except those
 * seated with their parents, who belong to their parents' party), the tables, and the rules as
 * pairs of people still on the list.
 */
export function seatingInput(
  people: readonly PlanPerson[],
  tables: readonly { id: string; seats: number }[],
  rules: SeatingRules,
  withParents: ReadonlySet<string> = new Set(),
): SeatingInput {
  const seated = people.filter((p) => seatsAtTables(p, withParents))
  const present = new Set(seated.map((p) => p.key))
  const live = (keys: string[]) => keys.filter((k) => present.has(k))
  const together: TogetherPair[] = rules.together.flatMap((rule) =>
    pairs(live(rule.keys)).map(([a, b]) => ({ a, b, weight: rule.weight })),
  )
  const apart: ApartPair[] = rules.apart.flatMap((rule) => pairs(live(rule.keys)).map(([a, b]) => ({ a, b })))
  return {
    people: seated.map((p) => ({ id: p.key, group: p.guestId })),
    tables: tables.map((t) => ({ id: t.id, seats: t.seats })),
    together,
    apart,
  }
}
