import { describe, expect, it } from 'vitest'
import {
  isExpired,
  planAcceptance,
  planInvite,
  planRejection,
  type AccountState,
  type Membership,
} from './invitation-plan'

const now = new Date('2026-11-22T12:00:00.000Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString()
const pending = (id: string, expires: string | null): Membership => ({
  id,
  status: 'pending',
  invitation_expires_at: expires,
})
const active = (id: string): Membership => ({ id, status: 'active', invitation_expires_at: null })

describe('isExpired', () => {
  it.each([
    ['one millisecond left', at(1), false],
    ['expiring this very moment', at(0), true],
    ['one millisecond late', at(-1), true],
    ['no expiry date', null, false],
  ])('%s: %s', (_label, expires, expired) => {
    expect(isExpired(pending('a', expires), now)).toBe(expired)
  })
})

describe('planAcceptance', () => {
  it('has nothing to accept without an invitation to that event', () => {
    expect(planAcceptance(null, now)).toEqual({ kind: 'none' })
  })

  it('activates the invitation while it is valid', () => {
    expect(planAcceptance(pending('a', at(1)), now)).toEqual({ kind: 'accept' })
    expect(planAcceptance(pending('b', null), now)).toEqual({ kind: 'accept' })
  })

  it('refuses an invitation expiring this very moment or earlier', () => {
    expect(planAcceptance(pending('a', at(0)), now)).toEqual({ kind: 'expired' })
    expect(planAcceptance(pending('b', at(-86_400_000)), now)).toEqual({ kind: 'expired' })
  })

  it('lets an active member accept again (a retried request)', () => {
    expect(planAcceptance(active('a'), now)).toEqual({ kind: 'member' })
  })
})

describe('planRejection', () => {
  const E = 'event-e'
  it('drops the invitation and the account when nothing else is left', () => {
    expect(planRejection([{ event_id: E, status: 'pending' }], E)).toEqual({ kind: 'reject', deleteAccount: true })
    // Withdrawn meanwhile, or a retry: the account still goes, as asked.
    expect(planRejection([], E)).toEqual({ kind: 'reject', deleteAccount: true })
  })

  it('keeps the account while another invitation or team remains', () => {
    const others = [[{ event_id: 'other', status: 'pending' }], [{ event_id: 'other', status: 'active' }]] as const
    for (const other of others) {
      expect(planRejection([{ event_id: E, status: 'pending' }, ...other], E)).toEqual({
        kind: 'reject',
        deleteAccount: false,
      })
    }
  })

  it('refuses a member of that team: they leave it instead', () => {
    expect(planRejection([{ event_id: E, status: 'active' }], E)).toEqual({ kind: 'member' })
  })
})

describe('planInvite', () => {
  it.each<[string, AccountState, Membership | null, ReturnType<typeof planInvite>]>([
    ['a new address', 'none', null, { kind: 'invite' }],
    ['an account that never opened a link', 'unconfirmed', null, { kind: 'invite' }],
    ['a confirmed account', 'confirmed', null, { kind: 'invite-existing' }],
    ['an active member', 'confirmed', active('m'), { kind: 'already-member' }],
    ['a valid invitation', 'unconfirmed', pending('m', at(1)), { kind: 'already-invited', expiresAt: at(1) }],
    [
      'a valid invitation, link already followed',
      'confirmed',
      pending('m', at(1)),
      { kind: 'already-invited', expiresAt: at(1) },
    ],
    ['an invitation without expiry', 'unconfirmed', pending('m', null), { kind: 'already-invited', expiresAt: null }],
    ['an invitation expiring this very moment', 'unconfirmed', pending('m', at(0)), { kind: 'invite' }],
    ['an expired invitation', 'unconfirmed', pending('m', at(-1)), { kind: 'invite' }],
    ['an expired invitation of a confirmed account', 'confirmed', pending('m', at(-1)), { kind: 'invite-existing' }],
  ])('%s', (_label, account, membership, plan) => {
    expect(planInvite(account, membership, now)).toEqual(plan)
  })
})
