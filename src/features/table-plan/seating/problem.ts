import { partyGroups } from './groups'
import type { Arrangement, SeatingInput } from './types'

/**
 * Penalties that make the hard wishes lexicographically stronger than any sum of pair weights
 * (weights are capped at MAX_PAIR_WEIGHT, and a plan has at most a few thousand pairs).
 */
export const PENALTY = {
  unseated: 1e12,
  /** Per pair of one party seated apart, per kept-apart pair together, per lonely person. */
  hard: 1e8,
} as const
export const MAX_PAIR_WEIGHT = 1000

/**
 * The input turned into flat typed arrays for the search: people and tables by index, one extra
 * "no seat" table at index `tableCount` (unlimited, heavily penalised) when seats are short,
 * parties as movable units, and every pair weight in a compressed adjacency list.
 */
export interface SeatingProblem {
  personIds: string[]
  tableIds: string[]
  /** Real tables; index `tableCount` is the no-seat table. */
  tableCount: number
  capacity: Int32Array
  /** Members of each unit: a whole party, or one person of a party that had to be split. */
  units: Int32Array[]
  /** Table of each unit at the start. */
  startTable: Int32Array
  /** The units the search may move: all but those holding a locked seat, in unit order. */
  movable: Int32Array
  /** Pair weights, CSR: neighbours of person p are adjQ[adjStart[p] .. adjStart[p + 1]). */
  adjStart: Int32Array
  adjQ: Int32Array
  adjW: Float64Array
  /** Acquaintances, CSR as above; empty unless the input requires acquaintance. */
  knownStart: Int32Array
  knownQ: Int32Array
  requireAcquaintance: boolean
}

type PairMap = Map<number, Map<number, number>>

function addWeight(pairs: PairMap, p: number, q: number, weight: number) {
  if (p === q || weight === 0) return
  for (const [x, y] of [
    [p, q],
    [q, p],
  ]) {
    let row = pairs.get(x)
    if (!row) pairs.set(x, (row = new Map()))
    row.set(y, (row.get(y) ?? 0) + weight)
  }
}

function toCsr(n: number, pairs: PairMap) {
  const start = new Int32Array(n + 1)
  for (let p = 0; p < n; p++) start[p + 1] = start[p] + (pairs.get(p)?.size ?? 0)
  const q = new Int32Array(start[n])
  const w = new Float64Array(start[n])
  for (let p = 0; p < n; p++) {
    let i = start[p]
    for (const [other, weight] of pairs.get(p) ?? []) {
      q[i] = other
      w[i++] = weight
    }
  }
  return { start, q, w }
}

/**
 * `locked` people keep their table in `initial`: the unit each one is part of (their whole party
 * when it sits together) never moves.
 */
export function buildProblem(
  input: SeatingInput,
  initial: Arrangement,
  locked: ReadonlySet<string> = new Set(),
): SeatingProblem {
  const personIds = input.people.map((p) => p.id)
  const index = new Map(personIds.map((id, i) => [id, i]))
  const tableCount = input.tables.length
  const capacity = new Int32Array(tableCount + 1)
  input.tables.forEach((t, i) => (capacity[i] = Math.max(0, Math.floor(t.seats))))
  capacity[tableCount] = personIds.length

  const tableOf = new Int32Array(personIds.length).fill(tableCount)
  input.tables.forEach((t, i) => {
    for (const id of initial.seats[t.id] ?? []) {
      const p = index.get(id)
      if (p !== undefined) tableOf[p] = i
    }
  })

  const weights: PairMap = new Map()
  const known: PairMap = new Map()
  const units: Int32Array[] = []
  for (const group of partyGroups(input.people)) {
    const members = group.members.map((id) => index.get(id) as number)
    const together = members.every((m) => tableOf[m] === tableOf[members[0]])
    if (together) units.push(Int32Array.from(members))
    for (const m of members) {
      if (!together) units.push(Int32Array.of(m))
      for (const other of members) {
        // A split party pulls its members back together; a whole one moves as one anyway.
        if (!together && m < other) addWeight(weights, m, other, PENALTY.hard)
        if (m < other) addWeight(known, m, other, 1)
      }
    }
  }
  const pair = (a: string, b: string) => [index.get(a), index.get(b)] as const
  for (const rule of input.together ?? []) {
    const [p, q] = pair(rule.a, rule.b)
    if (p === undefined || q === undefined || !(rule.weight > 0)) continue
    addWeight(weights, p, q, Math.min(rule.weight, MAX_PAIR_WEIGHT))
    addWeight(known, p, q, 1)
  }
  for (const rule of input.apart ?? []) {
    const [p, q] = pair(rule.a, rule.b)
    if (p !== undefined && q !== undefined) addWeight(weights, p, q, -PENALTY.hard)
  }

  const adj = toCsr(personIds.length, weights)
  const acquaintances = toCsr(personIds.length, input.requireAcquaintance ? known : new Map())
  return {
    personIds,
    tableIds: input.tables.map((t) => t.id),
    tableCount,
    capacity,
    units,
    startTable: Int32Array.from(units, (u) => tableOf[u[0]]),
    movable: Int32Array.from(units.keys()).filter((u) =>
      units[u].every((p) => !locked.has(personIds[p]) || tableOf[p] === tableCount),
    ),
    adjStart: adj.start,
    adjQ: adj.q,
    adjW: adj.w,
    knownStart: acquaintances.start,
    knownQ: acquaintances.q,
    requireAcquaintance: Boolean(input.requireAcquaintance),
  }
}
