import { describe, expect, it } from 'vitest'
import { formValuesOf, NEW_USER } from './form-values'
import type { UserRow } from './types'

const row = (name: UserRow['name']): UserRow => ({
  id: 'u1',
  email: 'lea@example.test',
  role: 'admin',
  created_at: '2027-01-01T00:00:00.000Z',
  name,
})

describe('formValuesOf', () => {
  it('starts a new user empty, as a plain user', () => {
    expect(formValuesOf(null)).toEqual({ firstName: '', lastName: '', email: '', role: 'user' })
    expect(formValuesOf(null)).toBe(NEW_USER)
  })

  it.each<[string, UserRow['name'], string, string]>([
    ['a full name', { first: 'Léa', last: 'Dubois' }, 'Léa', 'Dubois'],
    ['an invitee without a name', {}, '', ''],
    ['a name of another shape', 'Léa Dubois', '', ''],
    ['parts that are not text', { first: 1, last: null }, '', ''],
  ])('fills in %s', (_label, name, firstName, lastName) => {
    expect(formValuesOf(row(name))).toEqual({ firstName, lastName, email: 'lea@example.test', role: 'admin' })
  })
})
