import type { Arrangement, SeatingInput, SeatingMetrics } from './types'

/**
 * Judges an arrangement from scratch, independently of the search's bookkeeping: the figures the
 * screen reports and the tests and benchmarks compare.
 */
export function seatingMetrics(input: SeatingInput, arrangement: Arrangement): SeatingMetrics {
  const tableOf = new Map<string, string>()
  for (const [table, ids] of Object.entries(arrangement.seats)) for (const id of ids) tableOf.set(id, table)
  const together = (a: string, b: string) => tableOf.has(a) && tableOf.get(a) === tableOf.get(b)

  const groupTables = new Map<string, Set<string | undefined>>()
  for (const person of input.people) {
    const tables = groupTables.get(person.group) ?? new Set()
    tables.add(tableOf.get(person.id))
    groupTables.set(person.group, tables)
  }

  let weight = 0
  const acquainted = new Set<string>()
  for (const rule of input.together ?? []) {
    if (!(rule.weight > 0) || rule.a === rule.b || !together(rule.a, rule.b)) continue
    weight += rule.weight
    acquainted.add(rule.a).add(rule.b)
  }
  let lonely = 0
  if (input.requireAcquaintance) {
    const groupOf = new Map(input.people.map((p) => [p.id, p.group]))
    const seatedBy = new Map<string, string[]>()
    for (const p of input.people) {
      const t = tableOf.get(p.id)
      if (t !== undefined) seatedBy.set(t, [...(seatedBy.get(t) ?? []), p.id])
    }
    for (const p of input.people) {
      const t = tableOf.get(p.id)
      if (t === undefined || acquainted.has(p.id)) continue
      const withGroup = (seatedBy.get(t) ?? []).some((q) => q !== p.id && groupOf.get(q) === p.group)
      if (!withGroup) lonely++
    }
  }
  return {
    unseated: input.people.filter((p) => !tableOf.has(p.id)).length,
    splitGroups: [...groupTables.values()].filter((tables) => tables.size > 1).length,
    apartViolations: (input.apart ?? []).filter((rule) => rule.a !== rule.b && together(rule.a, rule.b)).length,
    lonely,
    weight,
  }
}

/** Negative when `a` is better than `b`: fewer hard failures first, then more weight. */
export function compareMetrics(a: SeatingMetrics, b: SeatingMetrics): number {
  return (
    a.unseated - b.unseated ||
    a.splitGroups - b.splitGroups ||
    a.apartViolations + a.lonely - (b.apartViolations + b.lonely) ||
    b.weight - a.weight
  )
}
