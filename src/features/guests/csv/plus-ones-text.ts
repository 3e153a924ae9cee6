import type { PlusOne } from '../types'

/**
 * Plus-ones in one spreadsheet cell: `Sophie Dupont; Lucas Dupont (kid); Emma (kid, veg)`.
 * Adult and not vegetarian unless the trailing parentheses say otherwise.
 */

const TAGS: Record<string, 'kid' | 'adult' | 'veg'> = {
  kid: 'kid',
  child: 'kid',
  enfant: 'kid',
  adult: 'adult',
  adulte: 'adult',
  veg: 'veg',
  vegetarian: 'veg',
  vegetarien: 'veg',
  vegetarienne: 'veg',
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

export function formatPlusOnes(plusOnes: readonly PlusOne[]): string {
  return plusOnes
    .map((plusOne) => {
      // ';' separates plus-ones in the cell, so a name cannot carry one.
      const name = plusOne.name.replace(/;/g, ',').trim()
      const tags = [plusOne.age === 'kid' ? 'kid' : null, plusOne.vegetarian ? 'veg' : null].filter(Boolean)
      const bare = tags.length === 0 && /\([^()]*\)$/.test(name) ? ' (adult)' : ''
      return tags.length ? `${name} (${tags.join(', ')})` : name + bare
    })
    .join('; ')
}

/** The cell back into plus-ones; an unknown word in the trailing parentheses is an error, not a guess. */
export function parsePlusOnes(cell: string): PlusOne[] {
  const items = cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)
  return items.map((item) => {
    const match = /^(.*?)\s*\(([^()]*)\)$/.exec(item)
    const plusOne: PlusOne = { name: item, age: 'adult', vegetarian: false }
    if (!match) return plusOne
    const words = match[2].split(/[,/]/).map(fold).filter(Boolean)
    const tags = words.map((word) => TAGS[word])
    // Parentheses that are not tags belong to the name, e.g. "Jean (Johnny)".
    if (tags.some((tag) => tag === undefined)) {
      if (words.some((word) => TAGS[word] !== undefined)) {
        throw new Error(`"${item}" is not understood: write it as Name (kid, veg).`)
      }
      return plusOne
    }
    plusOne.name = match[1].trim()
    plusOne.age = tags.includes('kid') ? 'kid' : 'adult'
    plusOne.vegetarian = tags.includes('veg')
    if (!plusOne.name) throw new Error(`"${item}" has no name before its parentheses.`)
    return plusOne
  })
}
