import { describe, expect, it } from 'vitest'
import { databaseDetail, UserActionError, userFailureToast } from './user-errors'

describe('UserActionError', () => {
  it.each([
    ['create', 'Error creating user'],
    ['update', 'Error updating user'],
    ['delete', 'Error deleting user'],
  ] as const)('a failed %s reads %j', (action, message) => {
    expect(new UserActionError(action, null).message).toBe(message)
  })
})

describe('userFailureToast', () => {
  it.each<[string, unknown, Parameters<typeof userFailureToast>[1], ReturnType<typeof userFailureToast>]>([
    [
      'a refused creation',
      new UserActionError('create', 'A user with this e-mail address already exists.'),
      'create',
      {
        title: 'Error saving user',
        description: 'Error creating user: A user with this e-mail address already exists.',
      },
    ],
    [
      'a creation failing for no known reason',
      new UserActionError('create', null),
      'create',
      { title: 'Error saving user', description: 'Error creating user' },
    ],
    [
      'an update',
      new UserActionError('update', 'Nope'),
      'update',
      { title: 'Error saving user', description: 'Error updating user: Nope' },
    ],
    [
      'an unexpected update failure',
      new TypeError('Failed to fetch'),
      'update',
      { title: 'Error saving user', description: 'Error updating user' },
    ],
    [
      'a refused deletion',
      new UserActionError('delete', 'Gone'),
      'delete',
      { title: 'Error deleting user', description: 'Gone' },
    ],
    [
      'a deletion failing for no known reason',
      new UserActionError('delete', null),
      'delete',
      { title: 'Error deleting user' },
    ],
  ])('%s', (_label, error, action, expected) => {
    expect(userFailureToast(error, action)).toEqual(expected)
  })
})

describe('databaseDetail', () => {
  it('words a duplicate e-mail, and keeps other messages', () => {
    expect(databaseDetail({ code: '23505', message: 'duplicate key value' })).toBe(
      'This e-mail address is already used by another user.',
    )
    expect(databaseDetail({ code: '42501', message: 'Only a global admin can change a role' })).toBe(
      'Only a global admin can change a role',
    )
  })
})
