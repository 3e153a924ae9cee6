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
 */
export function greedySeating(people: readonly SeatingPerson[], tables: readonly SeatingTable[]): GreedyResult {
  const free = tables.map((t) => Math.max(0, Math.floor(t.seats)))
  const seats: Seats = Object.fromEntries(tables.map((t) => [t.id, [] as string[]]))
  const unseated: string[] = []
  const splitGroups: string[] = []
  // Array.prototype.sort is stable: equal sizes keep their order of appearance.
  const groups = partyGroups(people).sort((a, b) => b.members.length - a.members.length)

  for (const group of groups) {
    const whole = roomiest(free, group.members.length)
    if (whole >= 0) {
      seats[tables[whole].id].push(...group.members)
      free[whole] -= group.members.length
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
