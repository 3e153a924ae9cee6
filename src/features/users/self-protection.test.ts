import { describe, expect, it } from 'vitest'
import type { UserInput } from '@kernel/user-input'
import { isSelf, lockOwnRole } from './self-protection'

const input: UserInput = { firstName: 'Ada', lastName: 'Admin', email: 'ada@example.test', role: 'user' }

describe('isSelf', () => {
  it.each([
    ['the signed-in admin', 'me', 'me', true],
    ['someone else', 'other', 'me', false],
    ['anyone while signed out', 'me', null, false],
  ] as const)('%s', (_label, rowId, current, expected) => {
    expect(isSelf({ id: rowId }, current)).toBe(expected)
  })
})

describe('lockOwnRole', () => {
  it('keeps the admin role when editing oneself', () => {
    expect(lockOwnRole(input, true)).toEqual({ ...input, role: 'admin' })
  })

  it('saves the chosen role for anyone else', () => {
    expect(lockOwnRole(input, false)).toBe(input)
    expect(lockOwnRole({ ...input, role: 'admin' }, false).role).toBe('admin')
  })
})
