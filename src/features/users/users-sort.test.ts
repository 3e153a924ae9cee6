import { describe, expect, it } from 'vitest'
import type { UserRow } from './types'
import { DEFAULT_USER_SORT, nextSort, sortUsers } from './users-sort'

const user = (email: string, role: UserRow['role'], created_at: string): UserRow => ({
  id: email,
  email,
  role,
  created_at,
  name: {},
})

const ana = user('ana@example.test', 'user', '2027-01-01T10:00:00.000Z')
const bob = user('Bob@example.test', 'admin', '2027-01-01T10:00:00.001Z')
const cyd = user('cyd@example.test', 'user', '2026-12-31T23:59:59.999Z')
const dee = user('dee@example.test', 'admin', '2027-01-01T10:00:00.000Z')
const all = [ana, bob, cyd, dee]
const emails = (rows: UserRow[]) => rows.map((row) => row.email)

describe('sortUsers', () => {
  it('lists newest first by default, a millisecond apart counting, ties by e-mail', () => {
    expect(emails(sortUsers(all, DEFAULT_USER_SORT))).toEqual([
      'Bob@example.test',
      'ana@example.test',
      'dee@example.test',
      'cyd@example.test',
    ])
  })

  it('sorts e-mails without regard to case, both ways', () => {
    expect(emails(sortUsers(all, { key: 'email', direction: 'asc' }))).toEqual([
      'ana@example.test',
      'Bob@example.test',
      'cyd@example.test',
      'dee@example.test',
    ])
    expect(emails(sortUsers(all, { key: 'email', direction: 'desc' }))[0]).toBe('dee@example.test')
  })

  it('puts admins first when ascending by role, newest first within a role', () => {
    expect(emails(sortUsers(all, { key: 'role', direction: 'asc' }))).toEqual([
      'Bob@example.test',
      'dee@example.test',
      'ana@example.test',
      'cyd@example.test',
    ])
    expect(emails(sortUsers(all, { key: 'role', direction: 'desc' }))).toEqual([
      'ana@example.test',
      'cyd@example.test',
      'Bob@example.test',
      'dee@example.test',
    ])
  })

  it('leaves the given list alone and copes with none', () => {
    sortUsers(all, { key: 'email', direction: 'desc' })
    expect(all[0]).toBe(ana)
    expect(sortUsers([], DEFAULT_USER_SORT)).toEqual([])
  })
})

describe('nextSort', () => {
  it.each([
    [DEFAULT_USER_SORT, 'created_at', { key: 'created_at', direction: 'asc' }],
    [{ key: 'created_at', direction: 'asc' }, 'created_at', { key: 'created_at', direction: 'desc' }],
    [DEFAULT_USER_SORT, 'email', { key: 'email', direction: 'asc' }],
    [{ key: 'email', direction: 'asc' }, 'email', { key: 'email', direction: 'desc' }],
    [{ key: 'email', direction: 'desc' }, 'role', { key: 'role', direction: 'asc' }],
    [{ key: 'role', direction: 'asc' }, 'created_at', { key: 'created_at', direction: 'desc' }],
  ] as const)('%j then %s → %j', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected)
  })
})
