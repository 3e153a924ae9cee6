import { describe, expect, it } from 'vitest'
import { filterGuests, foldText, searchTextOf, sortGuests } from './guest-filter'

const guest = (name: string, status: 'pending' | 'confirmed' | 'declined' = 'pending', extra = {}) => {
  const row = { name, email: null, comment: null, plus_ones: [], status, ...extra }
  return { ...row, search: searchTextOf(row) }
}

describe('guest search, filter and sort', () => {
  const list = [
    guest('Émile Zola', 'confirmed'),
    guest('anne Martin', 'declined', { email: 'anne@example.com' }),
    guest('Bruno', 'pending', { plus_ones: [{ name: 'Léa Petit', age: 'kid', vegetarian: false }] }),
  ]

  it('sorts by name, ignoring case and accents', () => {
    expect(sortGuests(list).map((g) => g.name)).toEqual(['anne Martin', 'Bruno', 'Émile Zola'])
  })

  it('matches every word in name, e-mail or plus-ones, without accents', () => {
    expect(filterGuests(list, 'emile', 'all').map((g) => g.name)).toEqual(['Émile Zola'])
    expect(filterGuests(list, 'lea', 'all').map((g) => g.name)).toEqual(['Bruno'])
    expect(filterGuests(list, 'example MARTIN', 'all').map((g) => g.name)).toEqual(['anne Martin'])
    expect(filterGuests(list, '  ', 'all')).toHaveLength(3)
  })

  it('filters by status', () => {
    expect(filterGuests(list, '', 'declined').map((g) => g.name)).toEqual(['anne Martin'])
    expect(filterGuests(list, 'zola', 'pending')).toEqual([])
  })

  it('folds text', () => {
    expect(foldText('ÇA Élève')).toBe('ca eleve')
  })
})
