import { describe, expect, it } from 'vitest'
import type { PlusOne } from '../types'
import { formatPlusOnes, parsePlusOnes } from './plus-ones-text'

const adult = (name: string, vegetarian = false): PlusOne => ({ name, age: 'adult', vegetarian })
const kid = (name: string, vegetarian = false): PlusOne => ({ name, age: 'kid', vegetarian })

describe('plus-ones in one cell', () => {
  it('formats as Name (kid, veg); …', () => {
    expect(formatPlusOnes([adult('Sophie'), kid('Lucas'), kid('Emma', true), adult('Léon', true)])).toBe(
      'Sophie; Lucas (kid); Emma (kid, veg); Léon (veg)',
    )
    expect(formatPlusOnes([])).toBe('')
  })

  it('parses tags in any order, French words and accents included', () => {
    expect(parsePlusOnes(' Sophie ; Lucas (Kid) ;Emma (veg, kid); Zoé (enfant, végétarien);')).toEqual([
      adult('Sophie'),
      kid('Lucas'),
      kid('Emma', true),
      kid('Zoé', true),
    ])
  })

  it('keeps parentheses that are part of a name', () => {
    expect(parsePlusOnes('Jean (Johnny)')).toEqual([adult('Jean (Johnny)')])
    expect(parsePlusOnes('Jean (Johnny) (kid)')).toEqual([kid('Jean (Johnny)')])
  })

  it('refuses a tag it does not know next to ones it does', () => {
    expect(() => parsePlusOnes('Bob (kid, teen)')).toThrow(
      '"Bob (kid, teen)" is not understood: write it as Name (kid, veg).',
    )
    expect(() => parsePlusOnes('(kid)')).toThrow('has no name')
  })

  it('round-trips', () => {
    const list = [adult('Jean (Johnny)'), kid('Émile', true), adult('Ana-María', true), adult('O’Brien')]
    expect(parsePlusOnes(formatPlusOnes(list))).toEqual(list)
  })
})
