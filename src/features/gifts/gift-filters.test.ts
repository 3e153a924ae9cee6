import { describe, expect, it } from 'vitest'
import { filterGifts, searchTermOf, statusesOf } from './gift-filters'
import type { GiftRow } from './types'

const gift = (name: string, status: GiftRow['status'] = 'available'): GiftRow => ({
  id: name,
  event_id: 'e',
  name,
  status,
  amount: 1,
  description: null,
  image_url: null,
  created_at: '2026-01-01T00:00:00Z',
})

const gifts = [gift('Crème brûlée torch'), gift('Espresso machine', 'purchased'), gift('Cast-iron casserole')]
const names = (list: GiftRow[]) => list.map((g) => g.name)

describe('filterGifts', () => {
  it('matches part of the name, ignoring case and accents', () => {
    expect(names(filterGifts(gifts, { term: 'CREME', statuses: [] }))).toEqual(['Crème brûlée torch'])
    expect(names(filterGifts(gifts, { term: 'cas', statuses: [] }))).toEqual(['Cast-iron casserole'])
  })

  it('shows everything for a blank term and no statuses', () => {
    expect(filterGifts(gifts, { term: '  ', statuses: [] })).toHaveLength(3)
  })

  it('keeps the statuses asked for, together with the term', () => {
    expect(names(filterGifts(gifts, { term: '', statuses: ['purchased'] }))).toEqual(['Espresso machine'])
    expect(names(filterGifts(gifts, { term: 'machine', statuses: ['available'] }))).toEqual([])
  })
})

describe('window event details', () => {
  it('reads a search term, anything else clears it', () => {
    expect(searchTermOf('tea')).toBe('tea')
    expect(searchTermOf(undefined)).toBe('')
    expect(searchTermOf({ term: 'tea' })).toBe('')
  })

  it('reads the status list of a filter, dropping unknown statuses', () => {
    expect(statusesOf({ status: ['purchased', 'stolen'] })).toEqual(['purchased'])
    expect(statusesOf({ status: [] })).toEqual([])
    expect(statusesOf(null)).toEqual([])
    expect(statusesOf({ status: 'available' })).toEqual([])
  })
})
