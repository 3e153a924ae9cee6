import { describe, expect, it } from 'vitest'
import type { Session } from '@/lib/supabase'
import { completeName, isProfileIncomplete, roleOf, SIGNED_OUT_STATE, signedInState } from './session-state'

const session = { user: { id: 'u1', email: 'ada@example.test' } } as Session
const named = (first: unknown, last: unknown) => ({ name: { first, last } as never })

describe('isProfileIncomplete', () => {
  it.each([
    ['a missing users row', null, true],
    ['an empty name', { name: {} }, true],
    ['no last name', { name: { first: 'Ada' } }, true],
    ['no first name', { name: { last: 'Lovelace' } }, true],
    ['a blank first name', named('', 'Lovelace'), true],
    ['a whitespace last name', named('Ada', '   '), true],
    ['a non-string part', named('Ada', 7), true],
    ['a name that is not an object', { name: 'Ada Lovelace' }, true],
    ['a name that is an array', { name: ['Ada', 'Lovelace'] as never }, true],
    ['one-letter names', named('A', 'L'), false],
    ['a full name', named('Ada', 'Lovelace'), false],
  ] as const)('%s: %s', (_label, row, incomplete) => {
    expect(isProfileIncomplete(row)).toBe(incomplete)
  })
})

it('trims the stored name parts', () => {
  expect(completeName({ first: ' Ada ', last: 'Lovelace ' })).toEqual({ first: 'Ada', last: 'Lovelace' })
})

describe('roleOf', () => {
  it.each([
    ['admin', 'admin'],
    ['user', 'user'],
    ['Admin', 'user'],
    [' admin', 'user'],
    [null, 'user'],
    [undefined, 'user'],
  ] as const)('%j is %s', (stored, role) => {
    expect(roleOf(stored)).toBe(role)
  })
})

describe('signedInState', () => {
  it('makes an admin of the stored role admin only', () => {
    const admin = signedInState(session, {
      ok: true,
      row: { role: 'admin', ...named('Ada', 'L') },
      hasInvitation: false,
    })
    expect(admin).toMatchObject({ role: 'admin', isAdmin: true, loading: false, status: 'signed-in', userId: 'u1' })
    const user = signedInState(session, { ok: true, row: { role: 'user', ...named('Ada', 'L') }, hasInvitation: false })
    expect(user).toMatchObject({ role: 'user', isAdmin: false })
  })

  it('defaults to role user and an incomplete profile without a users row', () => {
    expect(signedInState(session, { ok: true, row: null, hasInvitation: true })).toMatchObject({
      role: 'user',
      isAdmin: false,
      profileIncomplete: true,
      hasInvitation: true,
      email: 'ada@example.test',
    })
  })

  it('falls back to user, not admin, complete, no invitation when the profile read fails', () => {
    expect(signedInState(session, { ok: false })).toMatchObject({
      role: 'user',
      isAdmin: false,
      profileIncomplete: false,
      hasInvitation: false,
      loading: false,
      userId: 'u1',
    })
  })
})

it('resets everything without a session', () => {
  expect(SIGNED_OUT_STATE).toEqual({
    status: 'signed-out',
    session: null,
    loading: false,
    userId: null,
    email: null,
    role: 'user',
    isAdmin: false,
    profileIncomplete: false,
    hasInvitation: false,
    name: null,
  })
})
