import { partyGroups } from './groups'
import type { Arrangement, SeatingPerson, SeatingTable, Seats } from './types'

export interface GreedyResult extends Arrangement {
  /** Parties that fitted at no single table and were split (SPEC §8: the plan warns about them). */
  splitGroups: string[]
}

/** Index of the table with the most free seats among those with at least `needed`, or -1. */
function roomiest(free: number[], needed: number): number {
  let best = -1
  for (let t = 0; t < free.length; t++) if (free[t] >= needed && (best < 0 || free[t] > free[best])) best = t
  return best
}

/**
 * SPEC §9 seating algorithm: parties (a guest and their adult plus-ones) are placed largest first,
 * each into the table with the most free seats that has room for all of it (ties: the earlier
 * table). A party that fits nowhere is split, person by person, into the roomiest tables; who finds
 * no seat at all stays unseated. Ties between equal parties keep the input order, so the result is
 * the same for the same input.
 *
 * `kept` seats some people before anyone else (the seats the organiser locked, the arrangement
 * Optimise improves): they stay where they are and take their seats from the tables' room. The rest
 * of a party one of them belongs to joins them when their table has room; everyone else follows
 * the spec's rule unchanged.
 */
export function greedySeating(
  people: readonly SeatingPerson[],
  tables: readonly SeatingTable[],
  kept: Seats = {},
): GreedyResult {
  const free = tables.map((t) => Math.max(0, Math.floor(t.seats)))
  const seats: Seats = {}
  const placed = new Map<string, number>()
  tables.forEach((t, i) => {
    seats[t.id] = []
    for (const id of kept[t.id] ?? []) {
      if (placed.has(id)) continue
      placed.set(id, i)
      seats[t.id].push(id)
      free[i] -= 1
    }
  })
  const unseated: string[] = []
  const splitGroups: string[] = []
  const groupTable = new Map<string, number>()
  for (const person of people) {
    const t = placed.get(person.id)
    if (t !== undefined && !groupTable.has(person.group)) groupTable.set(person.group, t)
  }
  // Array.prototype.sort is stable: equal sizes keep their order of appearance.
  const groups = partyGroups(people.filter((p) => !placed.has(p.id))).sort(
    (a, b) => b.members.length - a.members.length,
  )

  for (const group of groups) {
    const size = group.members.length
    const joined = groupTable.get(group.id)
    const whole = joined !== undefined && free[joined] >= size ? joined : roomiest(free, size)
    if (whole >= 0) {
      seats[tables[whole].id].push(...group.members)
      free[whole] -= size
      if (joined !== undefined && joined !== whole) splitGroups.push(group.id)
      continue
    }
    splitGroups.push(group.id)
    for (const member of group.members) {
      const t = roomiest(free, 1)
      if (t < 0) {
        unseated.push(member)
        continue
      }
      seats[tables[t].id].push(member)
      free[t] -= 1
    }
  }
  return { seats, unseated, splitGroups }
}
