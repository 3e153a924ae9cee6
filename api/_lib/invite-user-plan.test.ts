import { describe, expect, it } from 'vitest'
import type { Membership } from './invitation-plan'
import { planInvite, type AccountState } from './invite-user-plan'

const now = new Date('2026-11-22T12:00:00.000Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString()
const pending = (expires: string | null): Membership => ({ id: 'm', status: 'pending', invitation_expires_at: expires })
const active: Membership = { id: 'm', status: 'active', invitation_expires_at: null }

describe('planInvite', () => {
  it.each<[string, AccountState, Membership | null, ReturnType<typeof planInvite>]>([
    ['a new address', 'none', null, { kind: 'invite' }],
    ['an account that never opened a link', 'unconfirmed', null, { kind: 'invite' }],
    ['a confirmed account', 'confirmed', null, { kind: 'invite-existing' }],
    ['an active member', 'confirmed', active, { kind: 'already-member' }],
    ['a valid invitation', 'unconfirmed', pending(at(1)), { kind: 'already-invited', expiresAt: at(1) }],
    [
      'a valid invitation, link already followed',
      'confirmed',
      pending(at(1)),
      { kind: 'already-invited', expiresAt: at(1) },
    ],
    ['an invitation without expiry', 'unconfirmed', pending(null), { kind: 'already-invited', expiresAt: null }],
    ['an invitation expiring this very moment', 'unconfirmed', pending(at(0)), { kind: 'invite' }],
    ['an expired invitation', 'unconfirmed', pending(at(-1)), { kind: 'invite' }],
    ['an expired invitation of a confirmed account', 'confirmed', pending(at(-1)), { kind: 'invite-existing' }],
  ])('%s', (_label, account, membership, plan) => {
    expect(planInvite(account, membership, now)).toEqual(plan)
  })
})
