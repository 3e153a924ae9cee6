import { formatEventDate } from '@/lib/dates'
import { displayName } from '@/lib/person-name'
import type { TeamMember } from './types'

/** Why a member cannot be removed (SPEC §4 team member, §6), or null when they can be. */
export type RemovalBlock = 'owner' | 'pending-invitation' | null

export const REMOVAL_BLOCK_TEXT: Record<Exclude<RemovalBlock, null>, string> = {
  owner: 'The owner cannot be removed.',
  'pending-invitation': 'Can be removed once the invitation expires.',
}

/** The database's rule (guard_membership_change): owners never; pending invitations only once expired. */
export function isPendingInvitation(member: TeamMember, now: Date): boolean {
  const expiresAt = member.invitationExpiresAt
  return member.status === 'pending' && expiresAt !== null && Date.parse(expiresAt) > now.getTime()
}

export function removalBlock(member: TeamMember, now: Date): RemovalBlock {
  if (member.role === 'owner') return 'owner'
  return isPendingInvitation(member, now) ? 'pending-invitation' : null
}

/** SPEC §2: a pending member shows the invitation expiry date (past or to come). */
export function expiryLabel(member: TeamMember, now: Date): string | null {
  if (member.status !== 'pending' || member.invitationExpiresAt === null) return null
  const date = formatEventDate(member.invitationExpiresAt)
  if (date === '') return null
  return isPendingInvitation(member, now) ? `Invitation expires on ${date}` : `Invitation expired on ${date}`
}

/** SPEC §6: the event's owner (an active one) and global admins add and remove; others only view. */
export function canManageTeam(members: readonly TeamMember[], userId: string | null, isAdmin: boolean): boolean {
  if (isAdmin) return true
  return members.some((m) => m.userId === userId && m.role === 'owner' && m.status === 'active')
}

const rank = (member: TeamMember) => (member.role === 'owner' ? 0 : member.status === 'active' ? 1 : 2)

/** Owner first, then active editors, then pending invitations; by name (or e-mail) within each. */
export function sortMembers(members: readonly TeamMember[]): TeamMember[] {
  return [...members].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      displayName(a).localeCompare(displayName(b), undefined, { sensitivity: 'base' }) ||
      a.email.localeCompare(b.email),
  )
}
