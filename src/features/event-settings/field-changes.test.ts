import { describe, expect, it } from 'vitest'
import type { EventRow } from '@/entities/event'
import {
  detailsChanges,
  detailsValuesOf,
  EMPTY_DETAILS,
  generalChanges,
  generalValuesOf,
  type DetailsValues,
} from './field-changes'

const event = {
  id: 'e1',
  name: 'Anna & Tom',
  slug: 'Anna-Tom',
  type: 'wedding',
  date: null,
  location: 'Lyon',
  spouse1: 'Anna',
  spouse2: 'Tom',
  person: null,
} as EventRow

describe('generalChanges', () => {
  const saved = generalValuesOf(event)

  it('finds nothing in an untouched form, even for a stored slug in mixed case', () => {
    expect(generalChanges(saved, saved)).toEqual([])
  })

  it('ignores whitespace around the name', () => {
    expect(generalChanges(saved, { ...saved, name: '  Anna & Tom ' })).toEqual([])
  })

  it('saves a changed name trimmed, and a cleared one as null', () => {
    expect(generalChanges(saved, { ...saved, name: ' Our day ' })).toEqual([
      { field: 'name', patch: { name: 'Our day' } },
    ])
    expect(generalChanges(saved, { ...saved, name: '   ' })).toEqual([{ field: 'name', patch: { name: null } }])
  })

  it('saves a changed slug lowercased, and a cleared one as null', () => {
    expect(generalChanges(saved, { ...saved, slug: 'anna-tom' })).toEqual([
      { field: 'slug', patch: { slug: 'anna-tom' } },
    ])
    expect(generalChanges(saved, { ...saved, slug: '' })).toEqual([{ field: 'slug', patch: { slug: null } }])
  })

  it('lists name before slug when both changed', () => {
    expect(generalChanges(saved, { name: 'New', slug: 'new' }).map((s) => s.field)).toEqual(['name', 'slug'])
  })
})

describe('detailsChanges', () => {
  const saved = detailsValuesOf(event)

  it('finds nothing in an untouched form', () => {
    expect(saved).toEqual({ ...EMPTY_DETAILS, type: 'wedding', location: 'Lyon', spouse1: 'Anna', spouse2: 'Tom' })
    expect(detailsChanges(saved, saved)).toEqual([])
  })

  it('saves both spouses together when one changed', () => {
    expect(detailsChanges(saved, { ...saved, spouse2: 'Thomas' })).toEqual([
      { field: 'spouses', patch: { spouse1: 'Anna', spouse2: 'Thomas' } },
    ])
  })

  it('ignores the person of a wedding and the spouses of other types', () => {
    expect(detailsChanges(saved, { ...saved, person: 'Léa' })).toEqual([])
    const birthday: DetailsValues = { ...EMPTY_DETAILS, type: 'birthday', person: 'Léa' }
    expect(detailsChanges(birthday, { ...birthday, spouse1: 'Anna' })).toEqual([])
    expect(detailsChanges(birthday, { ...birthday, person: ' Léa M. ' })).toEqual([
      { field: 'person', patch: { person: 'Léa M.' } },
    ])
  })

  it('saves type, date and location in form order', () => {
    const edited: DetailsValues = {
      ...saved,
      type: 'anniversary',
      date: '2027-06-14T15:30',
      location: '',
      person: 'Zoé',
    }
    expect(detailsChanges(saved, edited)).toEqual([
      { field: 'type', patch: { type: 'anniversary' } },
      { field: 'date', patch: { date: new Date(2027, 5, 14, 15, 30).toISOString() } },
      { field: 'location', patch: { location: null } },
      { field: 'person', patch: { person: 'Zoé' } },
    ])
  })

  it('clears the date as null', () => {
    const dated = { ...saved, date: '2027-06-14T15:30' }
    expect(detailsChanges(dated, { ...dated, date: '' })).toEqual([{ field: 'date', patch: { date: null } }])
  })
})
