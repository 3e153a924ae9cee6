import type { Json } from '../../lib/database.types'
import type { PlusOne } from './types'

/**
 * A stored plus_ones value as a list. The database checks its shape on write, so anything else
 * (an older row, a hand edit) is read leniently rather than breaking the whole list.
 */
export function plusOnesOf(value: Json): PlusOne[] {
  if (!Array.isArray(value)) return []
  const list: PlusOne[] = []
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue
    const name = typeof item.name === 'string' ? item.name : ''
    if (!name.trim()) continue
    list.push({ name, age: item.age === 'kid' ? 'kid' : 'adult', vegetarian: item.vegetarian === true })
  }
  return list
}
