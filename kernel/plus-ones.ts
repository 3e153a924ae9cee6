/** SPEC §3: a plus one has a name, an age (adult or kid) and a vegetarian flag. */
export interface PlusOne {
  name: string
  age: 'adult' | 'kid'
  vegetarian: boolean
}

/**
 * A stored plus_ones value (a guests row, an RPC's answer) as a list: the one reader of that
 * column. The database checks its shape on write, so anything else (an older row, a hand edit)
 * is read leniently rather than breaking the whole list; unnamed entries are dropped.
 */
export function plusOnesOf(value: unknown): PlusOne[] {
  if (!Array.isArray(value)) return []
  const list: PlusOne[] = []
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue
    const entry = item as Record<string, unknown>
    const name = typeof entry.name === 'string' ? entry.name : ''
    if (!name.trim()) continue
    list.push({ name, age: entry.age === 'kid' ? 'kid' : 'adult', vegetarian: entry.vegetarian === true })
  }
  return list
}
