import { expect, it } from 'vitest'
import { EMPTY_DETAILS, EMPTY_GENERAL } from './field-changes'
import { DATE_IN_PAST, detailsError, detailsErrors, newEventRow, TYPE_REQUIRED } from './new-event'

it('refuses a name over the limit on its own field, with the limit', () => {
  const long = 'x'.repeat(201)
  expect(detailsErrors({ ...EMPTY_DETAILS, type: 'wedding', spouse2: long }, { creating: true })).toEqual({
    spouse2: 'Spouse 2 is limited to 200 characters.',
  })
  expect(detailsErrors({ ...EMPTY_DETAILS, type: 'birthday', person: long }, { creating: false })).toEqual({
    person: 'Person is limited to 200 characters.',
  })
  // A field the type does not show is not stored, so not checked.
  expect(detailsErrors({ ...EMPTY_DETAILS, type: 'birthday', spouse1: long }, { creating: true })).toEqual({})
  expect(detailsErrors({ ...EMPTY_DETAILS, type: 'wedding', spouse1: 'x'.repeat(200) }, { creating: true })).toEqual({})
})

it('refuses a past date for a new event only', () => {
  const now = new Date(2027, 0, 10, 12, 0)
  const details = { ...EMPTY_DETAILS, type: 'other' as const }
  expect(detailsErrors({ ...details, date: '2027-01-10T11:59' }, { creating: true, now })).toEqual({
    date: DATE_IN_PAST,
  })
  expect(detailsErrors({ ...details, date: '2027-01-10T12:01' }, { creating: true, now })).toEqual({})
  expect(detailsErrors({ ...details, date: '2020-01-10T12:00' }, { creating: false, now })).toEqual({})
})

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
