import { describe, expect, it } from 'vitest'
import { canManageTeam, expiryLabel, removalBlock, sortMembers } from './member-rules'
import type { TeamMember } from './types'

const now = new Date('2027-06-14T12:00:00.000Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString()
const DAY = 86_400_000

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  userId: 'u-editor',
  role: 'editor',
  status: 'active',
  invitationExpiresAt: null,
  email: 'eddie@example.test',
  name: { first: 'Eddie', last: 'Editor' },
  ...overrides,
})
const pending = (expiresAt: string | null) => member({ status: 'pending', invitationExpiresAt: expiresAt, name: {} })

describe('removalBlock', () => {
  it.each<[string, TeamMember, ReturnType<typeof removalBlock>]>([
    ['an active editor', member(), null],
    ['the owner', member({ role: 'owner' }), 'owner'],
    ['a pending owner row', member({ role: 'owner', status: 'pending', invitationExpiresAt: at(-DAY) }), 'owner'],
    ['an invitation expiring in 1 ms', pending(at(1)), 'pending-invitation'],
    ['an invitation expiring this very moment', pending(at(0)), null],
    ['an invitation expired 1 ms ago', pending(at(-1)), null],
    ['an invitation without expiry (the database lets it go)', pending(null), null],
  ])('%s', (_label, given, expected) => {
    expect(removalBlock(given, now)).toBe(expected)
  })
})

describe('expiryLabel', () => {
  it.each<[string, TeamMember, string | null]>([
    ['an active member', member(), null],
    ['a pending member without expiry', pending(null), null],
    ['an invitation to come', pending('2027-06-21T12:00:00.000Z'), 'Invitation expires on June 21, 2027'],
    ['an invitation expiring in 1 ms', pending(at(1)), 'Invitation expires on June 14, 2027'],
    ['an invitation expiring this very moment', pending(at(0)), 'Invitation expired on June 14, 2027'],
    ['a past invitation', pending('2027-02-28T12:00:00.000Z'), 'Invitation expired on February 28, 2027'],
    ['an unreadable date', pending('soon'), null],
  ])('%s', (_label, given, expected) => {
    expect(expiryLabel(given, now)).toBe(expected)
  })
})

describe('canManageTeam', () => {
  const owner = member({ userId: 'u-owner', role: 'owner' })
  const team = [owner, member()]

  it.each<[string, string | null, boolean, readonly TeamMember[], boolean]>([
    ['the owner', 'u-owner', false, team, true],
    ['an editor', 'u-editor', false, team, false],
    ['a global admin who is an editor', 'u-editor', true, team, true],
    ['a global admin outside the team', 'u-admin', true, team, true],
    ['nobody signed in', null, false, team, false],
    ['an owner row still pending', 'u-owner', false, [{ ...owner, status: 'pending' }], false],
    ['before the list is loaded', 'u-owner', false, [], false],
  ])('%s', (_label, userId, isAdmin, members, expected) => {
    expect(canManageTeam(members, userId, isAdmin)).toBe(expected)
  })
})

describe('sortMembers', () => {
  it('puts the owner first, then active members by name, then invitations by e-mail', () => {
    const list = [
      pending(at(DAY)),
      member({ userId: 'b', name: { first: 'bob', last: 'B' } }),
      member({ userId: 'o', role: 'owner', name: { first: 'Zoé', last: 'Z' } }),
      member({ userId: 'a', name: { first: 'Alice', last: 'A' } }),
      { ...pending(at(DAY)), userId: 'p2', email: 'aaron@example.test' },
    ]
    expect(sortMembers(list).map((m) => (m.userId === 'u-editor' ? m.email : m.userId))).toEqual([
      'o',
      'a',
      'b',
      'p2',
      'eddie@example.test',
    ])
    expect(list[0].status).toBe('pending')
  })
})
