import { expect, it } from 'vitest'
import { EMPTY_DETAILS, EMPTY_GENERAL } from './field-changes'
import { detailsError, newEventRow, TYPE_REQUIRED } from './new-event'

it('requires the type', () => {
  expect(detailsError(EMPTY_DETAILS)).toBe(TYPE_REQUIRED)
  expect(detailsError({ ...EMPTY_DETAILS, type: 'other' })).toBeNull()
  expect(() => newEventRow(EMPTY_GENERAL, EMPTY_DETAILS, 'u1')).toThrow(TYPE_REQUIRED)
})

it('builds a wedding with its spouses and without a person', () => {
  const row = newEventRow(
    { name: ' Anna & Tom ', slug: 'Anna-Tom' },
    { type: 'wedding', date: '2027-06-14T15:30', location: ' Lyon ', spouse1: 'Anna', spouse2: '', person: 'Léa' },
    'u1',
  )
  expect(row).toEqual({
    name: 'Anna & Tom',
    slug: 'anna-tom',
    type: 'wedding',
    date: new Date(2027, 5, 14, 15, 30).toISOString(),
    location: 'Lyon',
    spouse1: 'Anna',
    spouse2: null,
    person: null,
    user_id: 'u1',
  })
})

it('builds other types with the person and without spouses, blanks as null', () => {
  const row = newEventRow(EMPTY_GENERAL, { ...EMPTY_DETAILS, type: 'birthday', person: 'Léa', spouse1: 'Anna' }, 'u1')
  expect(row).toEqual({
    name: null,
    slug: null,
    type: 'birthday',
    date: null,
    location: null,
    spouse1: null,
    spouse2: null,
    person: 'Léa',
    user_id: 'u1',
  })
})
